/**
 * Names that mix scripts confusably, flagged for admins (docs/DECISIONS.md "Names that cannot
 * spoof"): the mixed-script detection of Unicode Technical Standard #39 (section 5.1, resolved
 * script sets, with its augmented sets for Japanese, Chinese and Korean) and its "moderately
 * restrictive" level (section 5.2): a name passes when one script covers it, or Latin with one
 * other script that is neither Cyrillic nor Greek (whose letters look like Latin ones). A
 * warning only: such names are allowed, an admin sees `name_warning` in the admin lists.
 *
 * Each character's Script_Extensions come from the JavaScript engine's Unicode data (regex
 * property `\p{Script_Extensions=…}`), asked once per script below and cached per character.
 */

/**
 * The ISO 15924 codes of the Unicode Script property (every value the regex property accepts as
 * of Unicode 16, found by asking the engine for every four-letter code); those an older engine
 * does not know are left out at load. Common (Zyyy), Inherited (Zinh) and Unknown (Zzzz) are not
 * here: they belong to every script.
 */
const SCRIPT_CODES = (
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm ' +
  'Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor ' +
  'Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital ' +
  'Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci ' +
  'Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand ' +
  'Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx ' +
  'Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund ' +
  'Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr ' +
  'Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'
).split(' ');

const SCRIPTS: Array<{ code: string; test: RegExp }> = SCRIPT_CODES.flatMap((code) => {
  try {
    return [{ code, test: new RegExp(`^\\p{Script_Extensions=${code}}$`, 'u') }];
  } catch {
    return [];
  }
});

/** UTS #39's augmented script sets: Han writes Japanese, Chinese (with Bopomofo) and Korean. */
const AUGMENT: Record<string, string[]> = {
  Hani: ['Jpan', 'Hanb', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Bopo: ['Hanb'],
  Hang: ['Kore'],
};

/** Scripts whose letters pass for Latin ones: never mixed with Latin at the moderate level. */
const LOOKALIKE_OF_LATIN = new Set(['Cyrl', 'Grek']);

const cache = new Map<string, ReadonlySet<string> | undefined>();
const CACHE_MAX = 10_000;

/** A character's augmented Script_Extensions; undefined for one of every script (Common, Inherited, Unknown). */
function scriptsOf(char: string): ReadonlySet<string> | undefined {
  if (cache.has(char)) return cache.get(char);
  const found = new Set<string>();
  for (const s of SCRIPTS) {
    if (!s.test.test(char)) continue;
    found.add(s.code);
    for (const extra of AUGMENT[s.code] ?? []) found.add(extra);
  }
  const value = found.size === 0 ? undefined : found;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(char, value);
  return value;
}

/** The resolved script set of some characters' sets (UTS #39 5.1): undefined when all are of every script. */
function resolve(sets: ReadonlyArray<ReadonlySet<string>>): Set<string> | undefined {
  let resolved: Set<string> | undefined;
  for (const set of sets) resolved = resolved ? new Set([...resolved].filter((s) => set.has(s))) : new Set(set);
  return resolved;
}

/** Whether a name is "moderately restrictive" (UTS #39 5.2): one script, or Latin and one script that does not look like it. */
function moderatelyRestrictive(name: string): boolean {
  const sets = [...name].map(scriptsOf).filter((s): s is ReadonlySet<string> => s !== undefined);
  const single = resolve(sets);
  if (!single || single.size > 0) return true;
  // Latin plus one other: the characters that are not Latin resolve to a script other than Cyrillic or Greek.
  const rest = resolve(sets.filter((s) => !s.has('Latn')));
  if (!rest) return true;
  return [...rest].some((s) => !LOOKALIKE_OF_LATIN.has(s));
}

/** The warning an admin sees on a name: `mixed_scripts` when it mixes scripts confusably, null otherwise. */
export function nameWarning(name: string): 'mixed_scripts' | null {
  return moderatelyRestrictive(name) ? null : 'mixed_scripts';
}
