/**
 * The demo AMA sessions: one open and one ended session, football-club themed, in en/de/it,
 * published, written through the same service (and validation) as the admin API. Each has a demo
 * host (a user row `demo:<name>` like the demo fans, with no identity account behind it), questions
 * of the demo fans (users/demo-fans.ts), a few likes and a comment; the host has answered some of
 * them. Idempotent: it does nothing once any session exists.
 */
import type { App } from '../../app-types.ts';
import type { DemoFans } from '../users/index.ts';
import type { Caller } from '../auth/index.ts';
import { setLike } from '../likes/index.ts';
import { ensureUser } from '../users/index.ts';
import { sessionRecords } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A question of the demo. */
interface DemoQuestion {
  by: keyof DemoFans;
  title: string;
  body?: string;
  likedBy: (keyof DemoFans)[];
  comment?: { by: keyof DemoFans; body: string };
  answer?: string;
}

const SESSIONS: Array<{
  slug: string;
  endsInDays: number;
  host: { name: string; displayName: string; locale: string };
  title: { en: string; de: string; it: string };
  description: { en: string; de: string; it: string };
  questions: DemoQuestion[];
}> = [
  {
    slug: 'ask-the-coach',
    endsInDays: 14,
    host: { name: 'coach', displayName: 'Paolo Conti (Head coach)', locale: 'it' },
    title: { en: 'Ask the coach', de: 'Frag den Trainer', it: "Chiedi all'allenatore" },
    description: {
      en: '<p>Tactics, line-ups, the next derby: our head coach answers your questions before the big match. Ask yours and like the ones you want answered first.</p>',
      de: '<p>Taktik, Aufstellung, das nächste Derby: Unser Cheftrainer beantwortet vor dem großen Spiel eure Fragen. Stellt eure und liked die, die zuerst beantwortet werden sollen.</p>',
      it: '<p>Tattica, formazioni, il prossimo derby: il nostro allenatore risponde alle vostre domande prima della grande partita. Fate la vostra e mettete mi piace a quelle che volete veder risposte per prime.</p>',
    },
    questions: [
      {
        by: 'maya',
        title: 'Will the young players get minutes in the cup?',
        body: '<p>The under-19s won the league. Will some of them start in the next cup match?</p>',
        likedBy: ['anna', 'jonas', 'luca'],
        answer:
          '<p>Yes. Three of them train with the first team every day, and at least two will start in the cup. They have earned it.</p>',
        comment: { by: 'jonas', body: '<p>Great news, the academy deserves it!</p>' },
      },
      {
        by: 'jonas',
        title: 'Back three or back four for the derby?',
        likedBy: ['maya'],
      },
      {
        by: 'anna',
        title: 'Come preparate i calci di rigore?',
        body: '<p>Dopo la semifinale dell’anno scorso… ci allenate ogni settimana?</p>',
        likedBy: [],
      },
    ],
  },
  {
    slug: 'meet-the-captain',
    endsInDays: -7,
    host: { name: 'captain', displayName: 'Marco Ferri (Captain)', locale: 'en' },
    title: { en: 'Meet the captain', de: 'Triff den Kapitän', it: 'Incontra il capitano' },
    description: {
      en: '<p>Our captain talked about the dressing room, the fans and the season so far. The session has ended: thank you for every question!</p>',
      de: '<p>Unser Kapitän sprach über die Kabine, die Fans und die bisherige Saison. Die Session ist beendet: Danke für jede Frage!</p>',
      it: '<p>Il nostro capitano ha parlato dello spogliatoio, dei tifosi e della stagione finora. La sessione è conclusa: grazie per ogni domanda!</p>',
    },
    questions: [
      {
        by: 'luca',
        title: 'What do you say to the team at half-time when we are behind?',
        likedBy: ['anna', 'maya'],
        answer: '<p>Nothing fancy: one thing to fix, one thing we do well, and a look at the south stand.</p>',
      },
      {
        by: 'maya',
        title: 'Which away ground is the loudest?',
        likedBy: ['luca'],
        answer: '<p>Ours, when you travel with us. Honestly: nowhere is louder than our away end.</p>',
      },
    ],
  },
];

/**
 * Seeds the demo sessions unless any session exists. An ended session is created open, gets its
 * questions and answers, and is then moved into the past (a closed session takes no questions).
 */
export async function seedDemoAmas(app: App, fans: DemoFans): Promise<void> {
  const db = app.database.db;
  if (await sessionRecords.any(db)) return;
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  for (const s of SESSIONS) {
    const hostUser = await ensureUser(
      db,
      {
        uid: `demo:${s.host.name}`,
        displayName: s.host.displayName,
        slug: `demo-${s.host.name}`,
        email: null,
        locale: s.host.locale,
        fingerprint: 'demo',
      },
      today,
    );
    if (!hostUser) throw new Error(`demo host ${s.host.name} could not be created`);
    const host: Caller = { claims: { sub: `demo:${s.host.name}` }, user: hostUser, admin: false, staffRole: null };
    const created = await app.amas.create(
      {
        slug: s.slug,
        title: s.title,
        description: s.description,
        host_user_id: String(hostUser.id),
        ends_at: new Date(now + Math.max(s.endsInDays, 1) * DAY).toISOString(),
      },
      null,
    );
    const sessionId = Number(created.id);
    await app.amas.publish(sessionId, null);
    for (const q of s.questions) await seedQuestion(app, s.slug, fans, host, q);
    if (s.endsInDays < 0) {
      await sessionRecords.backdate(db, sessionId, new Date(now + s.endsInDays * DAY));
    }
  }
}

async function seedQuestion(app: App, slug: string, fans: DemoFans, host: Caller, q: DemoQuestion): Promise<void> {
  const ports = { resources: app.resources, comments: app.comments, setLike };
  const id = await app.amas.seedContribution(slug, fans, q, ports);
  if (q.answer) await app.amas.answer(slug, id, host, q.answer, true);
}
