/** The form-level error area. It is always present, so a message put into it is announced. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'form-error form-error--shown' : 'form-error'}>
      {message}
    </div>
  );
}
