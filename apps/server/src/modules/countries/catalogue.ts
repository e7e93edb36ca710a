/**
 * Countries, their states and the states' cities, from the npm package `country-state-city`
 * (its data files, read on first use: the server starts without them). Names are in English, as
 * the package has them. Cities are the large part (148,000 rows, 8 MB of JSON): they are read on
 * the first city request in a worker thread (about a second there; the event loop stays free),
 * kept as names only per state, so the process holds a few megabytes instead of the package's
 * 48 MB of objects.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A country as the package has it (the fields we serve). */
export interface Country {
  isoCode: string;
  name: string;
  flag: string;
}

/** A state (region, province) of a country. */
export interface State {
  isoCode: string;
  countryCode: string;
  name: string;
}

interface RawCountry {
  isoCode: string;
  name: string;
  flag: string;
}
interface RawState {
  isoCode: string;
  countryCode: string;
  name: string;
}
/** The cities of one state: names in order, their folded forms made on the first search there. */
interface StateCities {
  joined: string;
  names: string[];
  folded?: string[];
}

/**
 * Reads the cities file in a worker thread (parsing 8 MB of JSON and sorting 148,000 names takes
 * a second or more, which must not stall the requests of the server) and answers each state's
 * names in order, one per line, under `{country}-{state}`: a few thousand strings to copy back.
 * The file's rows are `[name, countryCode, stateCode, latitude, longitude]`; a name a state lists
 * twice (two places of one name) is kept once.
 */
function indexCitiesInWorker(file: string): Promise<Map<string, string>> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const rows = JSON.parse(require('node:fs').readFileSync(workerData, 'utf8'));
    const byState = new Map();
    for (const [name, country, state] of rows) {
      const key = country + '-' + state;
      let names = byState.get(key);
      if (!names) byState.set(key, (names = []));
      names.push(name);
    }
    const collator = new Intl.Collator('en');
    const out = new Map();
    for (const [key, names] of byState) {
      names.sort(collator.compare);
      out.set(key, names.filter((n, i) => i === 0 || n !== names[i - 1]).join('\\n'));
    }
    parentPort.postMessage(out);
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: file });
    worker.once('message', (out: Map<string, string>) => resolve(out));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the cities worker stopped with ${code}`));
    });
  });
}

const require = createRequire(import.meta.url);

async function readAsset<T>(file: 'country' | 'state' | 'city'): Promise<T> {
  const where = require.resolve(`country-state-city/lib/cjs/assets/${file}.json`);
  return JSON.parse(await fs.readFile(where, 'utf8')) as T;
}

/** One collator for every sort (String#localeCompare builds one per call: seconds over 148,000 cities). */
const collator = new Intl.Collator('en');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/** Folds a name for search: lower case, accents dropped. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The lists, each loaded once on first use and kept for the life of the process (`geo`). */
export class GeoCatalogue {
  private countries?: Promise<{ list: Country[]; byCode: Map<string, Country> }>;
  private states?: Promise<Map<string, State[]>>;
  private cities?: Promise<Map<string, { joined: string; names?: string[]; folded?: string[] }>>;

  private loadCountries() {
    this.countries ??= readAsset<RawCountry[]>('country').then((raw) => {
      const list = raw.map((c) => ({ isoCode: c.isoCode, name: c.name, flag: c.flag })).sort(byName);
      return { list, byCode: new Map(list.map((c) => [c.isoCode, c])) };
    });
    return this.countries;
  }

  private loadStates() {
    this.states ??= readAsset<RawState[]>('state').then((raw) => {
      const out = new Map<string, State[]>();
      for (const s of raw) {
        const list = out.get(s.countryCode) ?? [];
        list.push({ isoCode: s.isoCode, countryCode: s.countryCode, name: s.name });
        out.set(s.countryCode, list);
      }
      for (const list of out.values()) list.sort(byName);
      return out;
    });
    return this.states;
  }

  private loadCities() {
    this.cities ??= indexCitiesInWorker(require.resolve('country-state-city/lib/cjs/assets/city.json')).then(
      (joined) => new Map([...joined].map(([key, names]) => [key, { joined: names }])),
      (err: unknown) => {
        this.cities = undefined; // the next request tries again
        throw err;
      },
    );
    return this.cities;
  }

  /** The names of one state, split from the worker's text on first use. */
  private async stateCities(key: string): Promise<StateCities | undefined> {
    const entry = (await this.loadCities()).get(key);
    if (!entry) return undefined;
    entry.names ??= entry.joined.split('\n');
    return entry as StateCities;
  }

  /** Every country, by name. */
  async allCountries(): Promise<Country[]> {
    return (await this.loadCountries()).list;
  }

  /** A country by its ISO 3166-1 alpha-2 code (upper case), or undefined. */
  async country(code: string): Promise<Country | undefined> {
    return (await this.loadCountries()).byCode.get(code);
  }

  /** The states of a country, by name (undefined: no such country). */
  async statesOf(countryCode: string): Promise<State[] | undefined> {
    if (!(await this.country(countryCode))) return undefined;
    return (await this.loadStates()).get(countryCode) ?? [];
  }

  /** The cities of a state (undefined: no such country or state), by name, filtered by a search. */
  async citiesOf(countryCode: string, stateCode: string, search?: string): Promise<string[] | undefined> {
    const states = await this.statesOf(countryCode);
    if (!states?.some((s) => s.isoCode === stateCode)) return undefined;
    const entry = await this.stateCities(`${countryCode}-${stateCode}`);
    if (!entry) return [];
    const needle = search ? foldName(search.trim()) : '';
    if (!needle) return entry.names;
    const folded = (entry.folded ??= entry.names.map(foldName));
    // Names that start with the search first, then names that contain it.
    const starts: string[] = [];
    const contains: string[] = [];
    folded.forEach((f, i) => {
      if (f.startsWith(needle)) starts.push(entry.names[i]!);
      else if (f.includes(needle)) contains.push(entry.names[i]!);
    });
    return [...starts, ...contains];
  }
}

/** The process's one catalogue (the data never changes while it runs). */
export const geo = new GeoCatalogue();
