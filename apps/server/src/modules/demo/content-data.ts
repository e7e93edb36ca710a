/**
 * The demo contents: four categories and ten contents of every type, in en, de and it (the data;
 * contents.ts writes them).
 */
import type { ContentInput } from '../admin/index.ts';

/** A text in each language. */
export type L = { en: string; de: string; it: string };

/** The demo categories, in their order. */
export const CATEGORIES: Array<{ slug: string; title: L; bg: string; fg: string }> = [
  { slug: 'news', title: { en: 'News', de: 'News', it: 'Notizie' }, bg: '#0b5fff', fg: '#ffffff' },
  { slug: 'matchday', title: { en: 'Matchday', de: 'Spieltag', it: 'Giornata' }, bg: '#d7263d', fg: '#ffffff' },
  {
    slug: 'behind-the-scenes',
    title: { en: 'Behind the scenes', de: 'Hinter den Kulissen', it: 'Dietro le quinte' },
    bg: '#177a6f',
    fg: '#ffffff',
  },
  {
    slug: 'club-life',
    title: { en: 'Club life', de: 'Vereinsleben', it: 'Vita del club' },
    bg: '#f4d35e',
    fg: '#1a1a1a',
  },
];

/** One demo content and how its hero medium is made. */
export interface DemoContent {
  slug: string;
  de: string;
  it: string;
  type: ContentInput['content_type'];
  category: string;
  title: L;
  teaser: L;
  body: L;
  tags: string[];
  hero: 'image' | 'square' | 'video' | 'audio' | 'embed';
  colors: [string, string];
  availableFor?: ContentInput['available_for'];
}

const p = (en: string, de: string, it: string): L => ({ en: `<p>${en}</p>`, de: `<p>${de}</p>`, it: `<p>${it}</p>` });

/** The demo contents, in the order they are written. */
export const CONTENTS: DemoContent[] = [
  {
    slug: 'derby-win-at-home',
    de: 'derbysieg-zu-hause',
    it: 'vittoria-nel-derby',
    type: 'article',
    category: 'matchday',
    title: {
      en: 'Derby win in front of a sold-out stand',
      de: 'Derbysieg vor ausverkaufter Tribüne',
      it: 'Vittoria nel derby davanti al tutto esaurito',
    },
    teaser: {
      en: 'Three goals, one red card and a night to remember.',
      de: 'Drei Tore, eine rote Karte und ein Abend zum Erinnern.',
      it: 'Tre gol, un cartellino rosso e una serata da ricordare.',
    },
    body: p(
      'The team won the derby 3:1. The fans sang for ninety minutes and the games of the season continue next week.',
      'Die Mannschaft gewann das Derby mit 3:1. Die Fans sangen neunzig Minuten lang, und die Spiele der Saison gehen nächste Woche weiter.',
      'La squadra ha vinto il derby per 3:1. I tifosi hanno cantato per novanta minuti e le partite della stagione continuano la prossima settimana.',
    ),
    tags: ['derby', 'matchday'],
    hero: 'image',
    colors: ['#d7263d', '#3a0ca3'],
  },
  {
    slug: 'new-signing-announced',
    de: 'neuzugang-vorgestellt',
    it: 'nuovo-acquisto',
    type: 'article',
    category: 'news',
    title: {
      en: 'New signing: a midfielder from the north',
      de: 'Neuzugang: ein Mittelfeldspieler aus dem Norden',
      it: 'Nuovo acquisto: un centrocampista dal nord',
    },
    teaser: {
      en: 'He signs until 2029 and wears number 8.',
      de: 'Er unterschreibt bis 2029 und trägt die Nummer 8.',
      it: 'Firma fino al 2029 e indosserà la maglia numero 8.',
    },
    body: p(
      'Our new midfielder arrives from the north and joins training on Monday.',
      'Unser neuer Mittelfeldspieler kommt aus dem Norden und steigt am Montag ins Training ein.',
      'Il nostro nuovo centrocampista arriva dal nord e si allenerà con la squadra da lunedì.',
    ),
    tags: ['transfer'],
    hero: 'image',
    colors: ['#0b5fff', '#00b4d8'],
  },
  {
    slug: 'stadium-gallery',
    de: 'stadion-galerie',
    it: 'galleria-stadio',
    type: 'image',
    category: 'club-life',
    title: {
      en: 'Gallery: our stadium at night',
      de: 'Galerie: unser Stadion bei Nacht',
      it: 'Galleria: il nostro stadio di notte',
    },
    teaser: {
      en: 'Floodlights, flags and a full house.',
      de: 'Flutlicht, Fahnen und ein volles Haus.',
      it: 'Riflettori, bandiere e stadio pieno.',
    },
    body: p(
      'A look at the stadium after the final whistle.',
      'Ein Blick ins Stadion nach dem Schlusspfiff.',
      'Uno sguardo allo stadio dopo il fischio finale.',
    ),
    tags: ['gallery', 'stadium'],
    hero: 'square',
    colors: ['#1b998b', '#2d3047'],
  },
  {
    slug: 'training-camp-video',
    de: 'trainingslager-video',
    it: 'video-ritiro',
    type: 'video',
    category: 'behind-the-scenes',
    title: {
      en: 'Video: a day at the training camp',
      de: 'Video: ein Tag im Trainingslager',
      it: 'Video: una giornata in ritiro',
    },
    teaser: {
      en: 'Six seconds of pure test pattern (and hard work).',
      de: 'Sechs Sekunden reines Testbild (und harte Arbeit).',
      it: 'Sei secondi di monoscopio (e duro lavoro).',
    },
    body: p(
      'From the morning run to the evening session.',
      'Vom Morgenlauf bis zur Abendeinheit.',
      'Dalla corsa del mattino alla sessione serale.',
    ),
    tags: ['training', 'video'],
    hero: 'video',
    colors: ['#2d3047', '#1b998b'],
  },
  {
    slug: 'stadium-anthem-audio',
    de: 'stadionhymne-audio',
    it: 'inno-audio',
    type: 'audio',
    category: 'club-life',
    title: { en: 'Listen: the stadium anthem', de: 'Anhören: die Stadionhymne', it: "Ascolta: l'inno dello stadio" },
    teaser: { en: 'Two tones, one club.', de: 'Zwei Töne, ein Verein.', it: 'Due note, un club.' },
    body: p(
      'The anthem as the stand hears it before kick-off.',
      'Die Hymne, wie die Tribüne sie vor dem Anpfiff hört.',
      "L'inno come lo sente la curva prima del calcio d'inizio.",
    ),
    tags: ['anthem', 'audio'],
    hero: 'audio',
    colors: ['#f4d35e', '#ee964b'],
  },
  {
    slug: 'short-film-embed',
    de: 'kurzfilm-eingebettet',
    it: 'cortometraggio',
    type: 'video',
    category: 'news',
    title: {
      en: 'Watch: a short film for the break',
      de: 'Anschauen: ein Kurzfilm für die Pause',
      it: "Guarda: un cortometraggio per l'intervallo",
    },
    teaser: {
      en: 'Embedded from YouTube, shown after your consent.',
      de: 'Von YouTube eingebettet, gezeigt nach Ihrer Zustimmung.',
      it: 'Incorporato da YouTube, mostrato dopo il tuo consenso.',
    },
    body: p(
      'Half-time entertainment from the Blender Foundation.',
      'Halbzeitunterhaltung von der Blender Foundation.',
      "Intrattenimento dell'intervallo dalla Blender Foundation.",
    ),
    tags: ['film'],
    hero: 'embed',
    colors: ['#000000', '#444444'],
  },
  {
    slug: 'members-tactics-talk',
    de: 'mitglieder-taktik',
    it: 'tattica-soci',
    type: 'article',
    category: 'behind-the-scenes',
    title: {
      en: 'For members: the coach explains the tactics',
      de: 'Für Mitglieder: der Trainer erklärt die Taktik',
      it: "Per i soci: l'allenatore spiega la tattica",
    },
    teaser: {
      en: 'Sign in to read the whole talk.',
      de: 'Melden Sie sich an, um das ganze Gespräch zu lesen.',
      it: "Accedi per leggere tutta l'intervista.",
    },
    body: p(
      'We press high in the first twenty minutes and switch to a back five after the break.',
      'Wir pressen in den ersten zwanzig Minuten hoch und stellen nach der Pause auf eine Fünferkette um.',
      "Pressiamo alto nei primi venti minuti e passiamo alla difesa a cinque dopo l'intervallo.",
    ),
    tags: ['tactics', 'members'],
    hero: 'image',
    colors: ['#3a0ca3', '#7209b7'],
    availableFor: ['logged_in'],
  },
  {
    slug: 'holders-dressing-room',
    de: 'holder-kabine',
    it: 'spogliatoio-holder',
    type: 'article',
    category: 'behind-the-scenes',
    title: {
      en: 'Token holders: inside the dressing room',
      de: 'Token-Holder: ein Blick in die Kabine',
      it: 'Token holder: dentro lo spogliatoio',
    },
    teaser: {
      en: 'Exclusive for holders of the club token.',
      de: 'Exklusiv für Inhaber des Vereinstokens.',
      it: 'Esclusivo per chi possiede il token del club.',
    },
    body: p(
      "The captain's speech before the derby, word for word.",
      'Die Rede des Kapitäns vor dem Derby, Wort für Wort.',
      'Il discorso del capitano prima del derby, parola per parola.',
    ),
    tags: ['exclusive'],
    hero: 'image',
    colors: ['#ee964b', '#d7263d'],
    availableFor: ['token_holder', 'buyer'],
  },
  {
    slug: 'youth-team-champions',
    de: 'jugend-meister',
    it: 'giovanili-campioni',
    type: 'article',
    category: 'club-life',
    title: {
      en: 'Our youth team are champions',
      de: 'Unsere Jugend ist Meister',
      it: 'Le nostre giovanili sono campioni',
    },
    teaser: {
      en: 'The under-17s won the league with two games to spare.',
      de: 'Die U17 gewann die Liga zwei Spiele vor Schluss.',
      it: "L'under 17 ha vinto il campionato con due giornate di anticipo.",
    },
    body: p(
      'Congratulations to players, coaches and parents.',
      'Glückwunsch an Spieler, Trainer und Eltern.',
      'Complimenti a giocatori, allenatori e genitori.',
    ),
    tags: ['youth'],
    hero: 'image',
    colors: ['#06d6a0', '#118ab2'],
  },
  {
    slug: 'ticket-sale-opens',
    de: 'ticketverkauf-startet',
    it: 'vendita-biglietti',
    type: 'article',
    category: 'news',
    title: {
      en: 'Ticket sale for the cup game opens',
      de: 'Ticketverkauf für das Pokalspiel startet',
      it: 'Al via la vendita dei biglietti per la coppa',
    },
    teaser: {
      en: 'Members first, from Friday at 10:00.',
      de: 'Mitglieder zuerst, ab Freitag um 10:00 Uhr.',
      it: 'Prima i soci, da venerdì alle 10:00.',
    },
    body: p(
      'Tickets are limited to four per member.',
      'Tickets sind auf vier pro Mitglied begrenzt.',
      'I biglietti sono limitati a quattro per socio.',
    ),
    tags: ['tickets', 'cup'],
    hero: 'image',
    colors: ['#118ab2', '#073b4c'],
  },
];
