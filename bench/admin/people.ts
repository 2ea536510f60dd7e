// Bench: deterministic, realistic accounts for the admin-search bench (bench/admin/seed.ts loads them).
// Japanese surnames and given names in kanji with their katakana readings and romaji, drawn with a
// Zipf-like weight (a few very common surnames, a long tail), romaji login IDs in several shapes, e-mail
// addresses, unique account codes ('A' + 8 digits), a few administrators, some locked or disabled.
// The same index always gives the same account: the generator is a seeded PRNG walked in order.
import type { AccountTable } from '../../src/account-service/db/schema';

/** [kanji, katakana, romaji], in rough order of how common they are in Japan. */
const surnames: ReadonlyArray<readonly [string, string, string]> = [
  ['佐藤', 'サトウ', 'sato'], ['鈴木', 'スズキ', 'suzuki'], ['高橋', 'タカハシ', 'takahashi'], ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'], ['渡辺', 'ワタナベ', 'watanabe'], ['山本', 'ヤマモト', 'yamamoto'], ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'], ['加藤', 'カトウ', 'kato'], ['吉田', 'ヨシダ', 'yoshida'], ['山田', 'ヤマダ', 'yamada'],
  ['佐々木', 'ササキ', 'sasaki'], ['山口', 'ヤマグチ', 'yamaguchi'], ['松本', 'マツモト', 'matsumoto'], ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'], ['林', 'ハヤシ', 'hayashi'], ['斎藤', 'サイトウ', 'saito'], ['清水', 'シミズ', 'shimizu'],
  ['山崎', 'ヤマザキ', 'yamazaki'], ['森', 'モリ', 'mori'], ['池田', 'イケダ', 'ikeda'], ['橋本', 'ハシモト', 'hashimoto'],
  ['阿部', 'アベ', 'abe'], ['石川', 'イシカワ', 'ishikawa'], ['山下', 'ヤマシタ', 'yamashita'], ['中島', 'ナカジマ', 'nakajima'],
  ['石井', 'イシイ', 'ishii'], ['小川', 'オガワ', 'ogawa'], ['前田', 'マエダ', 'maeda'], ['岡田', 'オカダ', 'okada'],
  ['長谷川', 'ハセガワ', 'hasegawa'], ['藤田', 'フジタ', 'fujita'], ['後藤', 'ゴトウ', 'goto'], ['近藤', 'コンドウ', 'kondo'],
  ['村上', 'ムラカミ', 'murakami'], ['遠藤', 'エンドウ', 'endo'], ['青木', 'アオキ', 'aoki'], ['坂本', 'サカモト', 'sakamoto'],
  ['斉藤', 'サイトウ', 'saito'], ['福田', 'フクダ', 'fukuda'], ['太田', 'オオタ', 'ota'], ['西村', 'ニシムラ', 'nishimura'],
  ['藤井', 'フジイ', 'fujii'], ['金子', 'カネコ', 'kaneko'], ['岡本', 'オカモト', 'okamoto'], ['藤原', 'フジワラ', 'fujiwara'],
  ['中野', 'ナカノ', 'nakano'], ['三浦', 'ミウラ', 'miura'], ['原田', 'ハラダ', 'harada'], ['中川', 'ナカガワ', 'nakagawa'],
  ['松田', 'マツダ', 'matsuda'], ['竹内', 'タケウチ', 'takeuchi'], ['小野', 'オノ', 'ono'], ['田村', 'タムラ', 'tamura'],
  ['中山', 'ナカヤマ', 'nakayama'], ['和田', 'ワダ', 'wada'], ['石田', 'イシダ', 'ishida'], ['森田', 'モリタ', 'morita'],
  ['上田', 'ウエダ', 'ueda'], ['原', 'ハラ', 'hara'], ['内田', 'ウチダ', 'uchida'], ['柴田', 'シバタ', 'shibata'],
  ['酒井', 'サカイ', 'sakai'], ['宮崎', 'ミヤザキ', 'miyazaki'], ['横山', 'ヨコヤマ', 'yokoyama'], ['高木', 'タカギ', 'takagi'],
  ['安藤', 'アンドウ', 'ando'], ['宮本', 'ミヤモト', 'miyamoto'], ['大野', 'オオノ', 'ono'], ['小島', 'コジマ', 'kojima'],
  ['谷口', 'タニグチ', 'taniguchi'], ['今井', 'イマイ', 'imai'], ['工藤', 'クドウ', 'kudo'], ['高田', 'タカダ', 'takada'],
  ['増田', 'マスダ', 'masuda'], ['丸山', 'マルヤマ', 'maruyama'], ['杉山', 'スギヤマ', 'sugiyama'], ['村田', 'ムラタ', 'murata'],
  ['大塚', 'オオツカ', 'otsuka'], ['新井', 'アライ', 'arai'], ['小山', 'コヤマ', 'koyama'], ['平野', 'ヒラノ', 'hirano'],
  ['藤本', 'フジモト', 'fujimoto'], ['河野', 'コウノ', 'kono'], ['上野', 'ウエノ', 'ueno'], ['野口', 'ノグチ', 'noguchi'],
  ['武田', 'タケダ', 'takeda'], ['松井', 'マツイ', 'matsui'], ['千葉', 'チバ', 'chiba'], ['岩崎', 'イワサキ', 'iwasaki'],
  ['菅原', 'スガワラ', 'sugawara'], ['木下', 'キノシタ', 'kinoshita'], ['久保', 'クボ', 'kubo'], ['佐野', 'サノ', 'sano'],
  ['野村', 'ノムラ', 'nomura'], ['松尾', 'マツオ', 'matsuo'], ['市川', 'イチカワ', 'ichikawa'], ['菊地', 'キクチ', 'kikuchi'],
  ['杉本', 'スギモト', 'sugimoto'], ['古川', 'フルカワ', 'furukawa'], ['大西', 'オオニシ', 'onishi'], ['島田', 'シマダ', 'shimada'],
  ['水野', 'ミズノ', 'mizuno'], ['桜井', 'サクライ', 'sakurai'], ['高野', 'タカノ', 'takano'], ['渡部', 'ワタナベ', 'watanabe'],
  ['吉川', 'ヨシカワ', 'yoshikawa'], ['山内', 'ヤマウチ', 'yamauchi'], ['西田', 'ニシダ', 'nishida'], ['飯田', 'イイダ', 'iida'],
  ['菊池', 'キクチ', 'kikuchi'], ['西川', 'ニシカワ', 'nishikawa'], ['小松', 'コマツ', 'komatsu'], ['北村', 'キタムラ', 'kitamura'],
  ['安田', 'ヤスダ', 'yasuda'], ['五十嵐', 'イガラシ', 'igarashi'], ['川口', 'カワグチ', 'kawaguchi'], ['平田', 'ヒラタ', 'hirata'],
  ['関', 'セキ', 'seki'], ['中田', 'ナカタ', 'nakata'], ['久保田', 'クボタ', 'kubota'], ['服部', 'ハットリ', 'hattori'],
  ['東', 'ヒガシ', 'higashi'], ['岩田', 'イワタ', 'iwata'], ['土屋', 'ツチヤ', 'tsuchiya'], ['川崎', 'カワサキ', 'kawasaki'],
  ['福島', 'フクシマ', 'fukushima'], ['本田', 'ホンダ', 'honda'], ['辻', 'ツジ', 'tsuji'], ['樋口', 'ヒグチ', 'higuchi'],
  ['秋山', 'アキヤマ', 'akiyama'], ['田口', 'タグチ', 'taguchi'], ['永井', 'ナガイ', 'nagai'], ['山中', 'ヤマナカ', 'yamanaka'],
  ['中西', 'ナカニシ', 'nakanishi'], ['吉村', 'ヨシムラ', 'yoshimura'], ['川上', 'カワカミ', 'kawakami'], ['石原', 'イシハラ', 'ishihara'],
  ['大橋', 'オオハシ', 'ohashi'], ['松岡', 'マツオカ', 'matsuoka'], ['馬場', 'ババ', 'baba'], ['浅野', 'アサノ', 'asano'],
  ['荒木', 'アラキ', 'araki'], ['大久保', 'オオクボ', 'okubo'], ['野田', 'ノダ', 'noda'], ['田辺', 'タナベ', 'tanabe'],
  ['川村', 'カワムラ', 'kawamura'], ['星野', 'ホシノ', 'hoshino'], ['大谷', 'オオタニ', 'otani'], ['黒田', 'クロダ', 'kuroda'],
  ['堀', 'ホリ', 'hori'], ['尾崎', 'オザキ', 'ozaki'], ['望月', 'モチヅキ', 'mochizuki'], ['永田', 'ナガタ', 'nagata'],
];

/** [kanji, katakana, romaji]. */
const givenNames: ReadonlyArray<readonly [string, string, string]> = [
  ['太郎', 'タロウ', 'taro'], ['翔太', 'ショウタ', 'shota'], ['大輔', 'ダイスケ', 'daisuke'], ['健太', 'ケンタ', 'kenta'],
  ['拓也', 'タクヤ', 'takuya'], ['直樹', 'ナオキ', 'naoki'], ['浩', 'ヒロシ', 'hiroshi'], ['誠', 'マコト', 'makoto'],
  ['隆', 'タカシ', 'takashi'], ['健一', 'ケンイチ', 'kenichi'], ['和也', 'カズヤ', 'kazuya'], ['達也', 'タツヤ', 'tatsuya'],
  ['哲也', 'テツヤ', 'tetsuya'], ['亮', 'リョウ', 'ryo'], ['蓮', 'レン', 'ren'], ['悠真', 'ユウマ', 'yuma'],
  ['陽翔', 'ハルト', 'haruto'], ['大翔', 'ヒロト', 'hiroto'], ['颯太', 'ソウタ', 'sota'], ['湊', 'ミナト', 'minato'],
  ['修', 'オサム', 'osamu'], ['茂', 'シゲル', 'shigeru'], ['明', 'アキラ', 'akira'], ['清', 'キヨシ', 'kiyoshi'],
  ['博', 'ヒロシ', 'hiroshi'], ['一郎', 'イチロウ', 'ichiro'], ['雄一', 'ユウイチ', 'yuichi'], ['秀樹', 'ヒデキ', 'hideki'],
  ['翼', 'ツバサ', 'tsubasa'], ['涼介', 'リョウスケ', 'ryosuke'], ['学', 'マナブ', 'manabu'], ['剛', 'ツヨシ', 'tsuyoshi'],
  ['花子', 'ハナコ', 'hanako'], ['陽子', 'ヨウコ', 'yoko'], ['美咲', 'ミサキ', 'misaki'], ['愛', 'アイ', 'ai'],
  ['優子', 'ユウコ', 'yuko'], ['恵子', 'ケイコ', 'keiko'], ['京子', 'キョウコ', 'kyoko'], ['裕子', 'ユウコ', 'yuko'],
  ['由美子', 'ユミコ', 'yumiko'], ['真由美', 'マユミ', 'mayumi'], ['明美', 'アケミ', 'akemi'], ['さくら', 'サクラ', 'sakura'],
  ['結衣', 'ユイ', 'yui'], ['陽菜', 'ヒナ', 'hina'], ['葵', 'アオイ', 'aoi'], ['美穂', 'ミホ', 'miho'],
  ['麻衣', 'マイ', 'mai'], ['彩', 'アヤ', 'aya'], ['千尋', 'チヒロ', 'chihiro'], ['智子', 'トモコ', 'tomoko'],
  ['直美', 'ナオミ', 'naomi'], ['久美子', 'クミコ', 'kumiko'], ['舞', 'マイ', 'mai'], ['美香', 'ミカ', 'mika'],
  ['奈々', 'ナナ', 'nana'], ['芽依', 'メイ', 'mei'], ['凛', 'リン', 'rin'], ['結菜', 'ユイナ', 'yuina'],
  ['美月', 'ミヅキ', 'mizuki'], ['綾香', 'アヤカ', 'ayaka'], ['香織', 'カオリ', 'kaori'], ['典子', 'ノリコ', 'noriko'],
];

const departments = ['営業部', '営業企画部', '開発部', '品質保証部', '総務部', '人事部', '経理部', '法務部', '情報システム部', 'カスタマーサポート', 'マーケティング部', '製造部', '物流センター', '研究所'];
const domains: ReadonlyArray<readonly [string, number]> = [['example.co.jp', 50], ['example.jp', 15], ['example.com', 15], ['mail.example.ne.jp', 12], ['example.org', 8]];

/** mulberry32: small, fast and deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sampler of indexes 0..n-1 with weight 1/(rank+1)^s. */
function zipf(n: number, s: number): (r: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 1) ** s));
  return (r) => {
    const x = r * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A bijection of 0..99_999_999 (a four-round Feistel network on two 4-digit halves): unique, random-looking codes. */
function accountCodeOf(index: number): string {
  let left = Math.floor(index / 10_000);
  let right = index % 10_000;
  for (const key of [7919, 104729, 1299709, 15485863]) {
    const f = (Math.imul(right + key, 2654435761) >>> 0) % 10_000;
    [left, right] = [right, (left + f) % 10_000];
  }
  return `A${String(left * 10_000 + right).padStart(8, '0')}`;
}

const digits = (rand: () => number, count: number): string => String(Math.floor(rand() * 10 ** count)).padStart(count, '0');

export type SeedAccount = Omit<AccountTable, 'seq' | 'search_version' | 'oidc_subject' | 'strongest_factor' | 'must_change_reason'>;

/** The first account was created here; the rest follow, evenly over about five years. */
const firstCreated = Date.parse('2021-04-01T00:00:00Z');
const lastCreated = Date.parse('2026-01-15T00:00:00Z');

/**
 * Makes `total` accounts in creation order (seq = index + 1). Login IDs and e-mail addresses are kept
 * unique with sets, so one generator walks the accounts once, in order. After five tries a value takes
 * `-{index}-{try}`: no other form has a hyphen, and each try differs, so the loop always ends (a bare
 * `.{index}` once met an earlier login ID used as an e-mail address, and looped for ever).
 */
export function* generateAccounts(total: number, passwordHash: string): Generator<SeedAccount> {
  const rand = prng(20270126);
  const surname = zipf(surnames.length, 1);
  const given = zipf(givenNames.length, 0.6);
  const domainWeights = domains.reduce((s, [, w]) => s + w, 0);
  const loginIds = new Set<string>();
  const emails = new Set<string>();
  const step = (lastCreated - firstCreated) / total;
  const unique = (set: Set<string>, make: (attempt: number) => string): string => {
    for (let attempt = 0; ; attempt++) {
      const value = make(attempt);
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  };
  for (let i = 0; i < total; i++) {
    const [surK, surKana, sur] = surnames[surname(rand())]!;
    const [givK, givKana, giv] = givenNames[given(rand())]!;
    const shape = rand();
    // Login IDs as people and admins make them: the brief's 'tanaka.hiroshi.123456', and others.
    const loginId = unique(loginIds, (attempt) => {
      const more = attempt === 0 ? '' : attempt < 5 ? digits(rand, 2) : `-${i}-${attempt}`;
      if (shape < 0.3) return `${sur}.${giv}.${digits(rand, 6)}${attempt < 5 ? '' : more}`;
      if (shape < 0.5) return `${giv}.${sur}${digits(rand, 2)}${more}`;
      if (shape < 0.65) return `${giv[0]}${sur}${digits(rand, 3)}${more}`;
      if (shape < 0.75) return `${sur}${giv[0]}${digits(rand, 4)}${more}`;
      if (shape < 0.85) return `${sur}_${giv}${more}`;
      if (shape < 0.95) return `${giv}${digits(rand, 4)}${more}`;
      return `u${digits(rand, 7)}${more}`;
    });
    let dr = rand() * domainWeights;
    const domain = domains.find(([, w]) => (dr -= w) < 0)?.[0] ?? domains[0]![0];
    const emailShape = rand();
    const email = unique(emails, (attempt) => {
      const more = attempt === 0 ? '' : attempt < 5 ? digits(rand, 2) : `-${i}-${attempt}`;
      if (emailShape < 0.35) return `${giv}.${sur}${more}@${domain}`;
      if (emailShape < 0.55) return `${sur}.${giv}${more}@${domain}`;
      if (emailShape < 0.7) return `${giv[0]}.${sur}${more}@${domain}`;
      return `${loginId}${more}@${domain}`;
    });
    const created = new Date(firstCreated + (i + rand() * 0.9) * step);
    const createdAt = created.toISOString();
    const updatedAt = new Date(Math.min(lastCreated, created.getTime() + rand() * 200 * 86_400_000)).toISOString();
    const signedIn = rand() < 0.85;
    const lastLogin = signedIn ? new Date(created.getTime() + rand() * (lastCreated - created.getTime())) : null;
    const previousLogin = lastLogin && rand() < 0.9 ? new Date(created.getTime() + rand() * (lastLogin.getTime() - created.getTime())) : null;
    const s = rand();
    // About 1 % disabled and 0.3 % locked (a temporary lock that has run out, or an operator's lock).
    const status = s < 0.01 ? 'disabled' : s < 0.013 ? 'locked' : 'active';
    const lockedUntil = status === 'locked' && s < 0.0115 ? new Date(created.getTime() + 86_400_000).toISOString() : null;
    yield {
      id: uuidOf(rand),
      account_code: accountCodeOf(i),
      login_id: loginId,
      login_id_normalized: loginId,
      // A few typed with capitals: the stored display form keeps them, the normalised one does not.
      email: rand() < 0.05 ? email.replace(/^[a-z]/, (c) => c.toUpperCase()) : email,
      email_normalized: email,
      name: `${surK} ${givK}`,
      name_kana: `${surKana} ${givKana}`,
      phone: rand() < 0.4 ? `090${digits(rand, 8)}` : null,
      department: rand() < 0.6 ? departments[Math.floor(rand() * departments.length)]! : null,
      locale: rand() < 0.03 ? 'en' : 'ja',
      // About 1 in 2,000 an administrator.
      role: rand() < 0.0005 ? 'admin' : 'user',
      status,
      locked_until: lockedUntil,
      failed_login_count: status === 'locked' ? 0 : rand() < 0.05 ? 1 + Math.floor(rand() * 3) : 0,
      must_change_password: rand() < 0.005 ? 1 : 0,
      password_hash: passwordHash,
      passwordless_at: null,
      closing_requested_at: null,
      closing_deletes_at: null,
      last_login_at: lastLogin?.toISOString() ?? null,
      previous_login_at: previousLogin?.toISOString() ?? null,
      created_at: createdAt,
      updated_at: updatedAt < createdAt ? createdAt : updatedAt,
    };
  }
}

function uuidOf(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rand() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
