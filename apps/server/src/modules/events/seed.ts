/**
 * The demo events: one upcoming event with a capacity and one past event, football-club themed,
 * in en/de/it with translated slugs, published, written through the same service (and
 * validation) as the admin API. Idempotent: it does nothing once any event exists.
 */
import type { App } from '../../app-types.ts';
import { hasEvents } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const EVENTS = [
  {
    slug: 'meet-the-team',
    translated_slugs: { de: 'triff-das-team', it: 'incontra-la-squadra' },
    startsInDays: 21,
    hours: 2,
    capacity: 40,
    location: 'Club house, Stadium Road 1',
    title: { en: 'Meet the team', de: 'Triff das Team', it: 'Incontra la squadra' },
    description: {
      en: '<p>An evening with the first team at the club house: autographs, photos and questions. Places are limited; when they are gone you join the waiting list.</p>',
      de: '<p>Ein Abend mit der ersten Mannschaft im Clubhaus: Autogramme, Fotos und Fragen. Die Plätze sind begrenzt; sind sie vergeben, kommst du auf die Warteliste.</p>',
      it: '<p>Una serata con la prima squadra alla club house: autografi, foto e domande. I posti sono limitati; quando finiscono entri in lista d’attesa.</p>',
    },
  },
  {
    slug: 'season-kick-off-party',
    translated_slugs: { de: 'saisoneroeffnung', it: 'festa-di-inizio-stagione' },
    startsInDays: -14,
    hours: 4,
    capacity: null,
    location: 'Fan zone, North Stand',
    title: { en: 'Season kick-off party', de: 'Saisoneröffnungsfeier', it: 'Festa di inizio stagione' },
    description: {
      en: '<p>Music, food and the presentation of the new squad. Thank you to everybody who came!</p>',
      de: '<p>Musik, Essen und die Vorstellung des neuen Kaders. Danke an alle, die da waren!</p>',
      it: '<p>Musica, cibo e la presentazione della nuova rosa. Grazie a tutti quelli che sono venuti!</p>',
    },
  },
];

/** Seeds the demo events unless any event exists. */
export async function seedDemoEvents(app: App): Promise<void> {
  if (await hasEvents(app.database.db)) return;
  const now = Date.now();
  for (const e of EVENTS) {
    const startsAt = new Date(now + e.startsInDays * DAY);
    const created = await app.events.create(
      {
        slug: e.slug,
        translated_slugs: e.translated_slugs,
        title: e.title,
        description: e.description,
        location: e.location,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + e.hours * HOUR).toISOString(),
        ...(e.capacity === null ? {} : { capacity: e.capacity }),
      },
      null,
    );
    await app.events.publish(Number(created.id), null);
  }
}
