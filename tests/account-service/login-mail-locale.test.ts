// The code mail is in the language of the page the sign-in was made on (issue 24, D2): the login
// carries it, the attempt keeps it, and every resend of that attempt is in it too, so the mail and the
// code page agree whatever the account's own language. Without it (API consumers), the account's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';

const english = '[Account Portal] Your sign-in code';
const japanese = '【アカウントポータル】ログイン確認コードのお知らせ';

describe.each(testDialects)("the sign-in code mail's language (%s)", (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const start = (locale?: string) =>
    h.api('POST', '/v1/logins', { identifier: taro.loginId, password: taro.password, ...(locale ? { locale } : {}) });
  const subjects = async () => (await h.mails(taro.email)).map((mail) => mail.subject);

  it("follows the page's language, for the first code and every resend of the attempt", async () => {
    const res = await start('en');
    expect(res.statusCode).toBe(201);
    expect(await subjects()).toEqual([english]);
    const [mail] = await h.mails(taro.email);
    expect(mail?.html).toContain('lang="en"');
    h.clock.advanceSeconds(60);
    expect((await h.api('POST', `/v1/logins/${res.json().attemptId}/code-resends`)).statusCode).toBe(200);
    expect(await subjects()).toEqual([english, english]);
  });

  it("is the account's own without one, and a Japanese page writes Japanese to an English account", async () => {
    expect((await start()).statusCode).toBe(201);
    expect(await subjects()).toEqual([japanese]);
    await h.service.db.updateTable('accounts').set({ locale: 'en' }).execute();
    h.clock.advanceMinutes(1);
    expect((await start()).statusCode).toBe(201);
    h.clock.advanceMinutes(1);
    expect((await start('ja')).statusCode).toBe(201);
    expect(await subjects()).toEqual([japanese, english, japanese]);
  });

  it('refuses a language the portal does not speak with a 400 and a code', async () => {
    const res = await start('fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
    expect(await subjects()).toEqual([]);
  });
});
