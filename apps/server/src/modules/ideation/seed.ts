/**
 * The demo ideation missions: one open and one ended mission, football-club themed, in en/de/it,
 * published, written through the same service (and validation) as the admin API, with ideas of
 * the demo fans (users/demo-fans.ts), a few likes and a comment, and the club's answer on the
 * ended mission's ideas. Idempotent: it does nothing once any mission exists.
 */
import type { IdeaStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import type { DemoFans } from '../users/index.ts';
import { setLike } from '../likes/index.ts';
import { missionRecords, setIdeaStatus } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;

const MISSIONS = [
  {
    slug: 'matchday-experience',
    endsInDays: 30,
    ideas: [
      {
        by: 'anna',
        title: 'A fan zone with local food trucks',
        body: '<p>Open the square in front of the north stand two hours before kick-off, with food trucks from the neighbourhood and a small stage for the fan bands.</p>',
        likedBy: ['jonas', 'maya', 'luca'],
      },
      {
        by: 'jonas',
        title: 'Special trains for away matches',
        body: '<p>A fan train for every away match more than 300 km away, booked through the app, with one carriage for families.</p>',
        likedBy: ['anna'],
        comment: { by: 'maya', body: '<p>Yes! And a quiet carriage for the way back, please.</p>' },
      },
      {
        by: 'maya',
        title: 'Show the lyrics of the new chants on the screen',
        body: '<p>New chants die because nobody knows the words. Put them on the big screen during the warm-up.</p>',
        likedBy: [],
      },
    ],
    title: {
      en: 'Make matchday even better',
      de: 'Macht den Spieltag noch besser',
      it: 'Rendi la giornata di partita ancora migliore',
    },
    description: {
      en: '<p>From the walk to the stadium to the final whistle: what would make your matchday unforgettable? Share your ideas for food, fan zones, chants and travel.</p>',
      de: '<p>Vom Weg ins Stadion bis zum Schlusspfiff: Was würde deinen Spieltag unvergesslich machen? Teile deine Ideen zu Essen, Fanzonen, Gesängen und Anreise.</p>',
      it: '<p>Dal tragitto verso lo stadio al fischio finale: cosa renderebbe indimenticabile la tua giornata di partita? Condividi le tue idee su cibo, fan zone, cori e viaggi.</p>',
    },
  },
  {
    slug: 'new-away-kit',
    endsInDays: -10,
    ideas: [
      {
        by: 'luca',
        title: 'Stripes in the colours of the old town',
        body: '<p>Thin stripes in the colours of the old town flag, with the founding year on the collar.</p>',
        likedBy: ['anna', 'jonas'],
        status: 'accepted',
      },
      {
        by: 'anna',
        title: 'A glow-in-the-dark crest',
        body: '<p>For the evening matches: a crest that glows under the floodlights.</p>',
        likedBy: [],
        status: 'rejected',
      },
    ],
    title: {
      en: 'Design ideas for the new away kit',
      de: 'Designideen für das neue Auswärtstrikot',
      it: 'Idee per la nuova maglia da trasferta',
    },
    description: {
      en: '<p>The fans suggested colours, patterns and details for next season’s away kit. The mission has ended: thank you for every idea!</p>',
      de: '<p>Die Fans haben Farben, Muster und Details für das Auswärtstrikot der nächsten Saison vorgeschlagen. Die Mission ist beendet: Danke für jede Idee!</p>',
      it: '<p>I tifosi hanno proposto colori, motivi e dettagli per la maglia da trasferta della prossima stagione. La missione è conclusa: grazie per ogni idea!</p>',
    },
  },
];

/** An idea of the demo. */
interface DemoIdea {
  by: keyof DemoFans;
  title: string;
  body: string;
  likedBy: (keyof DemoFans)[];
  comment?: { by: keyof DemoFans; body: string };
  status?: IdeaStatus;
}

/**
 * Seeds the demo missions unless any mission exists. An ended mission is created open, gets its
 * ideas, and is then moved into the past (a closed mission takes no ideas).
 */
export async function seedDemoIdeation(app: App, fans: DemoFans): Promise<void> {
  const db = app.database.db;
  if (await missionRecords.any(db)) return;
  const now = Date.now();
  for (const m of MISSIONS) {
    const created = await app.ideation.create(
      {
        slug: m.slug,
        title: m.title,
        description: m.description,
        ends_at: new Date(now + Math.max(m.endsInDays, 1) * DAY).toISOString(),
      },
      null,
    );
    const missionId = Number(created.id);
    await app.ideation.publish(missionId, null);
    for (const idea of m.ideas as DemoIdea[]) await seedIdea(app, m.slug, fans, idea);
    if (m.endsInDays < 0) {
      await missionRecords.backdate(db, missionId, new Date(now + m.endsInDays * DAY));
    }
  }
}

async function seedIdea(app: App, slug: string, fans: DemoFans, idea: DemoIdea): Promise<void> {
  const ports = { resources: app.resources, comments: app.comments, setLike };
  const id = await app.ideation.seedContribution(slug, fans, idea, ports);
  if (idea.status) await setIdeaStatus(app.database.db, id, idea.status);
}
