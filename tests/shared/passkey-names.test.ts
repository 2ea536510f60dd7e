// The default name of a new passkey (src/shared/passkey-names.ts): numbered when the account already
// has a passkey of that name, always within the name's 50 characters.
import { describe, expect, it } from 'vitest';
import { numberedPasskeyName, passkeyNameMaxLength } from '../../src/shared/passkey-names';

describe('numberedPasskeyName', () => {
  it('is the device name when no passkey of the account is called that', () => {
    expect(numberedPasskeyName('LinuxのChrome', [])).toBe('LinuxのChrome');
    expect(numberedPasskeyName('LinuxのChrome', ['WindowsのChrome', '仕事用のPC'])).toBe('LinuxのChrome');
  });

  it('numbers it with the smallest free number from 2 on', () => {
    expect(numberedPasskeyName('LinuxのChrome', ['LinuxのChrome'])).toBe('LinuxのChrome (2)');
    expect(numberedPasskeyName('LinuxのChrome', ['LinuxのChrome', 'LinuxのChrome (2)'])).toBe('LinuxのChrome (3)');
    // A numbered one deleted (or renamed): its number is free again.
    expect(numberedPasskeyName('LinuxのChrome', ['LinuxのChrome', 'LinuxのChrome (3)'])).toBe('LinuxのChrome (2)');
    // The first renamed away: the plain name is free again.
    expect(numberedPasskeyName('LinuxのChrome', ['LinuxのChrome (2)'])).toBe('LinuxのChrome');
  });

  it('shortens a long device name so that the number always fits in 50 characters', () => {
    const long = '𠮷'.repeat(60);
    const first = numberedPasskeyName(long, []);
    expect(Array.from(first)).toHaveLength(passkeyNameMaxLength);
    const second = numberedPasskeyName(long, [first]);
    expect(Array.from(second)).toHaveLength(passkeyNameMaxLength);
    expect(second.endsWith(' (2)')).toBe(true);
    expect(numberedPasskeyName(long, [first, second]).endsWith(' (3)')).toBe(true);
  });
});
