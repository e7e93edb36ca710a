/**
 * The demo votings: one open and one ended tokenless voting, football-club themed, in en/de/it,
 * published, written through the same service (and validation) as the admin API. Idempotent: it
 * does nothing once any voting exists. Given the demo fans, they cast ballots through the service
 * too (the ended voting is voted on while open, then its end is moved into the past).
 */
import type { App } from '../../app-types.ts';
import type { DemoFans } from '../users/index.ts';
import { backdateDemoVoting, hasVotings } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;

const VOTINGS = [
  {
    slug: 'player-of-the-month',
    endsInDays: 14,
    title: {
      en: 'Who was our player of the month?',
      de: 'Wer war unser Spieler des Monats?',
      it: 'Chi è stato il nostro giocatore del mese?',
    },
    description: {
      en: '<p>Four matches, four heroes. Pick the player who made the difference this month.</p>',
      de: '<p>Vier Spiele, vier Helden. Wähle den Spieler, der in diesem Monat den Unterschied gemacht hat.</p>',
      it: '<p>Quattro partite, quattro eroi. Scegli il giocatore che ha fatto la differenza questo mese.</p>',
    },
    /** Per demo fan, the index of the option they vote for. */
    ballots: { anna: 0, jonas: 2, maya: 2 },
    options: [
      { en: 'The captain', de: 'Der Kapitän', it: 'Il capitano' },
      { en: 'Our goalkeeper', de: 'Unser Torwart', it: 'Il nostro portiere' },
      { en: 'The new striker', de: 'Der neue Stürmer', it: 'Il nuovo attaccante' },
      { en: 'The young midfielder', de: 'Der junge Mittelfeldspieler', it: 'Il giovane centrocampista' },
    ],
  },
  {
    slug: 'goal-song',
    endsInDays: -7,
    title: {
      en: 'Which goal song should the stadium play?',
      de: 'Welches Torlied soll im Stadion laufen?',
      it: 'Quale canzone del gol deve suonare allo stadio?',
    },
    description: {
      en: '<p>The fans have chosen the song that plays after every home goal. Thank you for voting!</p>',
      de: '<p>Die Fans haben das Lied gewählt, das nach jedem Heimtor läuft. Danke fürs Abstimmen!</p>',
      it: '<p>I tifosi hanno scelto la canzone che suona dopo ogni gol in casa. Grazie per aver votato!</p>',
    },
    ballots: { anna: 2, jonas: 2, maya: 0, luca: 2 },
    options: [
      { en: 'The classic anthem', de: 'Die klassische Hymne', it: "L'inno classico" },
      { en: 'A rock song', de: 'Ein Rocksong', it: 'Una canzone rock' },
      { en: 'The fans’ chant', de: 'Der Fangesang', it: 'Il coro dei tifosi' },
    ],
  },
];

/** Seeds the demo votings unless any voting exists; the demo fans (when given) vote in them. */
export async function seedDemoVotings(app: App, fans?: DemoFans): Promise<void> {
  if (await hasVotings(app.database.db)) return;
  const now = Date.now();
  const lang = { locale: 'en', fallback: 'en' };
  for (const v of VOTINGS) {
    const endsAt = new Date(now + v.endsInDays * DAY);
    const created = await app.votings.create(
      {
        slug: v.slug,
        voting_type: 'tokenless',
        title: v.title,
        description: v.description,
        // An ended voting takes its ballots while still open; its end is set afterwards.
        ends_at: new Date(Math.max(endsAt.getTime(), now + DAY)).toISOString(),
        options: v.options.map((value) => ({ value })),
      },
      null,
    );
    const id = Number(created.id);
    await app.votings.publish(id, null);
    if (fans) {
      for (const [name, index] of Object.entries(v.ballots)) {
        const fan = fans[name as keyof DemoFans];
        const option = created.attributes.options[index];
        if (fan && option) await app.votings.vote(id, fan, [{ option_id: option.id }], lang);
      }
    }
    if (endsAt.getTime() <= now) {
      await backdateDemoVoting(app.database.db, id, endsAt);
    }
  }
}
