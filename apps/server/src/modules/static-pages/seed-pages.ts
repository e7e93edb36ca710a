/** One seeded static page: canonical slug, per-locale slug, title and sanitized-safe HTML body. */
export interface SeedPage {
  slug: string; // canonical slug, also used for the en locale
  translatedSlugs: { en: string; de: string; it: string };
  title: { en: string; de: string; it: string };
  description: { en: string; de: string; it: string }; // one sentence, max 150 chars, for meta description
  body: { en: string; de: string; it: string }; // HTML
}

/** The static pages every new instance starts with. */
export const seedPages: SeedPage[] = [
  // ---------------------------------------------------------------------------
  // Privacy policy
  // ---------------------------------------------------------------------------
  {
    slug: 'privacy',
    translatedSlugs: { en: 'privacy', de: 'datenschutz', it: 'privacy' },
    title: {
      en: 'Privacy Policy',
      de: 'Datenschutzerklärung',
      it: 'Informativa sulla privacy',
    },
    description: {
      en: 'How FC Tribune Demo processes your personal data, which cookies we use and which rights you have under the GDPR.',
      de: 'Wie FC Tribune Demo Ihre personenbezogenen Daten verarbeitet, welche Cookies wir nutzen und welche Rechte Sie nach der DSGVO haben.',
      it: 'Come FC Tribune Demo tratta i Suoi dati personali, quali cookie utilizziamo e quali diritti Le spettano ai sensi del GDPR.',
    },
    body: {
      en: `<h2>1. Controller</h2>
<p>This policy explains how personal data is processed when you use FC Tribune Demo, a demo instance of the Tribune community platform. The controller under the General Data Protection Regulation (GDPR) is Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Germany, email <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<h2>2. Data we process</h2>
<ul>
<li><strong>Account data</strong> that we receive from the fan identity service when you sign in, such as your user ID, display name, email address and preferred language.</li>
<li><strong>Profile data</strong> that you add yourself, for example an avatar or a short bio.</li>
<li><strong>Content you post</strong>, including posts, comments, reactions, votes and reports.</li>
<li><strong>Chat metadata</strong> such as participants, timestamps and delivery status. Messages are end-to-end encrypted: our servers only store ciphertext and cannot read them.</li>
<li><strong>Technical data</strong> such as IP address and error logs, which we need to keep the service secure.</li>
</ul>
<p>We rely on the performance of our contract with you (Art. 6(1)(b) GDPR), our legitimate interest in a secure and stable service (Art. 6(1)(f) GDPR) and, where stated, your consent (Art. 6(1)(a) GDPR).</p>
<h2>3. Cookies and consent</h2>
<p>Essential cookies are always set because the platform cannot work without them: the <em>access-token</em> and <em>refresh-token</em> cookies keep you securely signed in. Optional cookies fall into three categories, each of which you can accept or decline separately:</p>
<ul>
<li><strong>Advertising</strong>: showing and measuring sponsor content.</li>
<li><strong>Customization</strong>: remembering preferences such as layout or theme.</li>
<li><strong>Analyze</strong>: aggregated usage statistics that help us improve the platform.</li>
</ul>
<p>Your choice is stored for 30 days, after which we ask you again. You can change or withdraw your consent at any time in the cookie settings with effect for the future.</p>
<h2>4. Push notifications</h2>
<p>If you enable push notifications, we store a push subscription for your device so that we can tell you about new messages, replies or match events. You can disable them at any time in your profile or device settings; the subscription is then deleted.</p>
<h2>5. Retention</h2>
<p>We keep your data for as long as your account exists. After you delete your account, we erase or anonymise your profile and content within 30 days, unless statutory retention obligations apply. Server logs are deleted after 14 days.</p>
<h2>6. Your rights and contact</h2>
<p>Under the GDPR you have the following rights:</p>
<ul>
<li>access to your personal data (Art. 15);</li>
<li>rectification of inaccurate data (Art. 16);</li>
<li>erasure of your data (Art. 17);</li>
<li>data portability (Art. 20);</li>
<li>objection to processing based on legitimate interests (Art. 21).</li>
</ul>
<p>You may also lodge a complaint with a supervisory authority, for example the Berlin Commissioner for Data Protection and Freedom of Information. To exercise your rights, simply write to <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>1. Verantwortlicher</h2>
<p>Diese Erklärung informiert Sie darüber, wie personenbezogene Daten verarbeitet werden, wenn Sie FC Tribune Demo nutzen, eine Demo-Instanz der Community-Plattform Tribune. Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Deutschland, E-Mail <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<h2>2. Welche Daten wir verarbeiten</h2>
<ul>
<li><strong>Kontodaten</strong>, die wir bei der Anmeldung vom Fan-Identitätsdienst erhalten, etwa Nutzer-ID, Anzeigename, E-Mail-Adresse und bevorzugte Sprache.</li>
<li><strong>Profildaten</strong>, die Sie selbst hinzufügen, zum Beispiel ein Avatar oder eine kurze Beschreibung.</li>
<li><strong>Von Ihnen veröffentlichte Inhalte</strong>, darunter Beiträge, Kommentare, Reaktionen, Abstimmungen und Meldungen.</li>
<li><strong>Chat-Metadaten</strong> wie Teilnehmende, Zeitstempel und Zustellstatus. Nachrichten sind Ende-zu-Ende-verschlüsselt: Unsere Server speichern ausschließlich den Chiffretext und können die Inhalte nicht lesen.</li>
<li><strong>Technische Daten</strong> wie IP-Adresse und Fehlerprotokolle, die wir für einen sicheren Betrieb benötigen.</li>
</ul>
<p>Rechtsgrundlagen sind die Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO), unser berechtigtes Interesse an einem sicheren und stabilen Dienst (Art. 6 Abs. 1 lit. f DSGVO) sowie, soweit angegeben, Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).</p>
<h2>3. Cookies und Einwilligung</h2>
<p>Technisch notwendige Cookies werden immer gesetzt, da die Plattform ohne sie nicht funktioniert: Die Cookies <em>access-token</em> und <em>refresh-token</em> halten Sie sicher angemeldet. Optionale Cookies sind in drei Kategorien eingeteilt, die Sie jeweils einzeln akzeptieren oder ablehnen können:</p>
<ul>
<li><strong>Werbung</strong> (advertising): Anzeige und Messung von Sponsoreninhalten.</li>
<li><strong>Personalisierung</strong> (customization): Speicherung von Einstellungen wie Layout oder Farbschema.</li>
<li><strong>Analyse</strong> (analyze): zusammengefasste Nutzungsstatistiken, mit denen wir die Plattform verbessern.</li>
</ul>
<p>Ihre Auswahl wird 30 Tage lang gespeichert; danach fragen wir Sie erneut. Sie können Ihre Einwilligung jederzeit in den Cookie-Einstellungen mit Wirkung für die Zukunft ändern oder widerrufen.</p>
<h2>4. Push-Benachrichtigungen</h2>
<p>Wenn Sie Push-Benachrichtigungen aktivieren, speichern wir ein Push-Abonnement für Ihr Gerät, um Sie über neue Nachrichten, Antworten oder Spielereignisse zu informieren. Sie können die Benachrichtigungen jederzeit in Ihrem Profil oder in den Geräteeinstellungen deaktivieren; das Abonnement wird dann gelöscht.</p>
<h2>5. Speicherdauer</h2>
<p>Wir speichern Ihre Daten, solange Ihr Konto besteht. Nach der Löschung Ihres Kontos löschen oder anonymisieren wir Ihr Profil und Ihre Inhalte innerhalb von 30 Tagen, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Serverprotokolle werden nach 14 Tagen gelöscht.</p>
<h2>6. Ihre Rechte und Kontakt</h2>
<p>Nach der DSGVO stehen Ihnen folgende Rechte zu:</p>
<ul>
<li>Auskunft über Ihre personenbezogenen Daten (Art. 15);</li>
<li>Berichtigung unrichtiger Daten (Art. 16);</li>
<li>Löschung Ihrer Daten (Art. 17);</li>
<li>Datenübertragbarkeit (Art. 20);</li>
<li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21).</li>
</ul>
<p>Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit. Zur Ausübung Ihrer Rechte genügt eine E-Mail an <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>1. Titolare del trattamento</h2>
<p>La presente informativa spiega come vengono trattati i dati personali quando utilizza FC Tribune Demo, un'istanza dimostrativa della piattaforma per community Tribune. Il titolare del trattamento ai sensi del Regolamento generale sulla protezione dei dati (GDPR) è Tribune Demo GmbH, Musterstraße 1, 10115 Berlino, Germania, e-mail <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<h2>2. Dati trattati</h2>
<ul>
<li><strong>Dati dell'account</strong> ricevuti dal servizio di identità dei tifosi al momento dell'accesso, come ID utente, nome visualizzato, indirizzo e-mail e lingua preferita.</li>
<li><strong>Dati del profilo</strong> che Lei aggiunge autonomamente, ad esempio un avatar o una breve biografia.</li>
<li><strong>Contenuti pubblicati</strong>, tra cui post, commenti, reazioni, voti e segnalazioni.</li>
<li><strong>Metadati della chat</strong>, come partecipanti, orari e stato di consegna. I messaggi sono cifrati end-to-end: i nostri server conservano esclusivamente il testo cifrato e non possono leggerne il contenuto.</li>
<li><strong>Dati tecnici</strong>, come indirizzo IP e log degli errori, necessari per garantire la sicurezza del servizio.</li>
</ul>
<p>Le basi giuridiche sono l'esecuzione del contratto con Lei (art. 6, par. 1, lett. b GDPR), il nostro legittimo interesse a un servizio sicuro e stabile (art. 6, par. 1, lett. f GDPR) e, ove indicato, il Suo consenso (art. 6, par. 1, lett. a GDPR).</p>
<h2>3. Cookie e consenso</h2>
<p>I cookie essenziali vengono sempre impostati, perché senza di essi la piattaforma non funziona: i cookie <em>access-token</em> e <em>refresh-token</em> mantengono attiva la Sua sessione in modo sicuro. I cookie facoltativi sono suddivisi in tre categorie, che può accettare o rifiutare singolarmente:</p>
<ul>
<li><strong>Pubblicità</strong> (advertising): visualizzazione e misurazione dei contenuti degli sponsor.</li>
<li><strong>Personalizzazione</strong> (customization): memorizzazione di preferenze come layout o tema grafico.</li>
<li><strong>Analisi</strong> (analyze): statistiche di utilizzo aggregate che ci aiutano a migliorare la piattaforma.</li>
</ul>
<p>La Sua scelta viene conservata per 30 giorni, trascorsi i quali Le chiederemo nuovamente il consenso. Può modificare o revocare il consenso in qualsiasi momento nelle impostazioni dei cookie, con effetto per il futuro.</p>
<h2>4. Notifiche push</h2>
<p>Se attiva le notifiche push, conserviamo un abbonamento push per il Suo dispositivo, così da poterLa informare su nuovi messaggi, risposte o eventi delle partite. Può disattivarle in qualsiasi momento nel profilo o nelle impostazioni del dispositivo; l'abbonamento viene quindi eliminato.</p>
<h2>5. Conservazione dei dati</h2>
<p>Conserviamo i Suoi dati finché il Suo account esiste. Dopo la cancellazione dell'account eliminiamo o anonimizziamo profilo e contenuti entro 30 giorni, salvo obblighi di conservazione previsti dalla legge. I log del server vengono cancellati dopo 14 giorni.</p>
<h2>6. I Suoi diritti e contatti</h2>
<p>Ai sensi del GDPR Lei ha diritto:</p>
<ul>
<li>all'accesso ai Suoi dati personali (art. 15);</li>
<li>alla rettifica dei dati inesatti (art. 16);</li>
<li>alla cancellazione dei Suoi dati (art. 17);</li>
<li>alla portabilità dei dati (art. 20);</li>
<li>all'opposizione ai trattamenti basati su interessi legittimi (art. 21).</li>
</ul>
<p>Ha inoltre il diritto di proporre reclamo a un'autorità di controllo, ad esempio al Garante per la protezione dei dati personali o all'autorità per la protezione dei dati del Land di Berlino. Per esercitare i Suoi diritti è sufficiente scrivere a <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
  // ---------------------------------------------------------------------------
  // Terms of service
  // ---------------------------------------------------------------------------
  {
    slug: 'tos',
    translatedSlugs: { en: 'tos', de: 'agb', it: 'termini' },
    title: {
      en: 'Terms of Service',
      de: 'Allgemeine Geschäftsbedingungen',
      it: 'Termini di servizio',
    },
    description: {
      en: 'The terms that apply when you use the FC Tribune Demo community platform: your account, your content and our obligations.',
      de: 'Die Bedingungen für die Nutzung der Community-Plattform FC Tribune Demo: Ihr Konto, Ihre Inhalte und unsere Pflichten.',
      it: "Le condizioni per l'utilizzo della piattaforma FC Tribune Demo: il Suo account, i Suoi contenuti e i nostri obblighi.",
    },
    body: {
      en: `<h2>1. Scope</h2>
<p>These terms govern your use of FC Tribune Demo, a demo instance of the Tribune community platform operated by Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Germany ("we", "us"). By creating an account or using the platform, you agree to these terms. Separate <a href="https://tribune.example/tos-token">terms for the community token and NFT collectibles</a> apply in addition.</p>
<h2>2. Your account</h2>
<p>You sign in through the fan identity service. You must be at least 16 years old or have the consent of a parent or guardian. You are responsible for keeping your login credentials secret and for all activity under your account.</p>
<ul>
<li>Use only one personal account.</li>
<li>Choose a display name that does not impersonate other people or the club.</li>
<li>Tell us immediately if you suspect that your account is being misused.</li>
</ul>
<h2>3. Content and conduct</h2>
<p>You keep the rights to the content you post. You grant us a non-exclusive, royalty-free licence to store, display and distribute it within the platform for as long as it is online. You must not post content that is unlawful, infringes the rights of others or violates our <a href="https://tribune.example/communityguidelines">community guidelines</a>. We may hide or remove content and restrict accounts as described in our <a href="https://tribune.example/moderationpolicy">moderation policy</a>.</p>
<h2>4. Availability and changes</h2>
<p>FC Tribune Demo is a demonstration environment. We aim for high availability, but we do not guarantee uninterrupted operation, and demo data may be reset at any time. We may develop, change or discontinue features. We will inform you of material changes to these terms at least 30 days in advance; if you continue to use the platform after the changes take effect, the new terms apply. You may object and delete your account at any time.</p>
<h2>5. Liability</h2>
<p>We are liable without limitation for intent and gross negligence and for injury to life, body or health. In cases of slight negligence, we are only liable for breaches of essential contractual obligations, limited to the typical, foreseeable damage. Liability under the German Product Liability Act remains unaffected.</p>
<h2>6. Termination and final provisions</h2>
<p>You can delete your account at any time in your profile settings. We may terminate accounts with two weeks' notice, or without notice for good cause, such as serious or repeated violations. German law applies, excluding the UN Convention on Contracts for the International Sale of Goods; mandatory consumer protection provisions of your country of residence remain unaffected. If you have any questions, contact us at <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>1. Geltungsbereich</h2>
<p>Diese Allgemeinen Geschäftsbedingungen (AGB) regeln die Nutzung von FC Tribune Demo, einer Demo-Instanz der Community-Plattform Tribune, betrieben von der Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Deutschland („wir“). Mit der Erstellung eines Kontos oder der Nutzung der Plattform stimmen Sie diesen AGB zu. Ergänzend gelten gesonderte <a href="https://tribune.example/tos-token">Bedingungen für den Community-Token und NFT-Sammelobjekte</a>.</p>
<h2>2. Ihr Konto</h2>
<p>Die Anmeldung erfolgt über den Fan-Identitätsdienst. Sie müssen mindestens 16 Jahre alt sein oder die Zustimmung eines Erziehungsberechtigten haben. Sie sind dafür verantwortlich, Ihre Zugangsdaten geheim zu halten, und tragen die Verantwortung für alle Aktivitäten unter Ihrem Konto.</p>
<ul>
<li>Nutzen Sie nur ein persönliches Konto.</li>
<li>Wählen Sie einen Anzeigenamen, der weder andere Personen noch den Verein nachahmt.</li>
<li>Informieren Sie uns unverzüglich, wenn Sie einen Missbrauch Ihres Kontos vermuten.</li>
</ul>
<h2>3. Inhalte und Verhalten</h2>
<p>Die Rechte an Ihren Inhalten verbleiben bei Ihnen. Sie räumen uns ein einfaches, unentgeltliches Nutzungsrecht ein, diese Inhalte innerhalb der Plattform zu speichern, anzuzeigen und zu verbreiten, solange sie online sind. Sie dürfen keine Inhalte veröffentlichen, die rechtswidrig sind, Rechte Dritter verletzen oder gegen unsere <a href="https://tribune.example/communityguidelines">Community-Richtlinien</a> verstoßen. Wir können Inhalte ausblenden oder entfernen und Konten einschränken, wie in unserer <a href="https://tribune.example/moderationpolicy">Moderationsrichtlinie</a> beschrieben.</p>
<h2>4. Verfügbarkeit und Änderungen</h2>
<p>FC Tribune Demo ist eine Demonstrationsumgebung. Wir streben eine hohe Verfügbarkeit an, garantieren jedoch keinen unterbrechungsfreien Betrieb; Demodaten können jederzeit zurückgesetzt werden. Wir können Funktionen weiterentwickeln, ändern oder einstellen. Über wesentliche Änderungen dieser AGB informieren wir Sie mindestens 30 Tage im Voraus. Nutzen Sie die Plattform nach Inkrafttreten der Änderungen weiter, gelten die neuen Bedingungen. Sie können jederzeit widersprechen und Ihr Konto löschen.</p>
<h2>5. Haftung</h2>
<p>Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.</p>
<h2>6. Kündigung und Schlussbestimmungen</h2>
<p>Sie können Ihr Konto jederzeit in den Profileinstellungen löschen. Wir können Konten mit einer Frist von zwei Wochen oder aus wichtigem Grund fristlos kündigen, etwa bei schweren oder wiederholten Verstößen. Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzstaates bleiben unberührt. Bei Fragen erreichen Sie uns unter <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>1. Ambito di applicazione</h2>
<p>I presenti termini disciplinano l'utilizzo di FC Tribune Demo, un'istanza dimostrativa della piattaforma per community Tribune gestita da Tribune Demo GmbH, Musterstraße 1, 10115 Berlino, Germania («noi»). Creando un account o utilizzando la piattaforma, Lei accetta i presenti termini. Si applicano inoltre specifici <a href="https://tribune.example/tos-token">termini per il token della community e i collezionabili NFT</a>.</p>
<h2>2. Il Suo account</h2>
<p>L'accesso avviene tramite il servizio di identità dei tifosi. Deve avere almeno 16 anni oppure il consenso di un genitore o tutore. È responsabile della riservatezza delle Sue credenziali di accesso e di tutte le attività svolte con il Suo account.</p>
<ul>
<li>Utilizzi un solo account personale.</li>
<li>Scelga un nome visualizzato che non imiti altre persone o la società.</li>
<li>Ci informi immediatamente se sospetta un uso improprio del Suo account.</li>
</ul>
<h2>3. Contenuti e comportamento</h2>
<p>Lei conserva i diritti sui contenuti che pubblica. Ci concede una licenza non esclusiva e gratuita per memorizzarli, visualizzarli e diffonderli all'interno della piattaforma finché restano online. Non è consentito pubblicare contenuti illeciti, lesivi dei diritti altrui o contrari alle nostre <a href="https://tribune.example/communityguidelines">linee guida della community</a>. Possiamo nascondere o rimuovere contenuti e limitare account secondo quanto descritto nella nostra <a href="https://tribune.example/moderationpolicy">politica di moderazione</a>.</p>
<h2>4. Disponibilità e modifiche</h2>
<p>FC Tribune Demo è un ambiente dimostrativo. Puntiamo a un'elevata disponibilità, ma non garantiamo un funzionamento ininterrotto e i dati demo possono essere reimpostati in qualsiasi momento. Possiamo sviluppare, modificare o interrompere funzionalità. La informeremo delle modifiche sostanziali ai presenti termini con almeno 30 giorni di anticipo; se continua a utilizzare la piattaforma dopo la loro entrata in vigore, si applicano i nuovi termini. Può opporsi e cancellare il Suo account in qualsiasi momento.</p>
<h2>5. Responsabilità</h2>
<p>Rispondiamo senza limitazioni in caso di dolo e colpa grave, nonché per danni alla vita, all'integrità fisica o alla salute. In caso di colpa lieve rispondiamo solo della violazione di obblighi contrattuali essenziali, limitatamente al danno tipico e prevedibile. Resta impregiudicata la responsabilità prevista dalla legge tedesca sulla responsabilità per danno da prodotti difettosi.</p>
<h2>6. Recesso e disposizioni finali</h2>
<p>Può cancellare il Suo account in qualsiasi momento dalle impostazioni del profilo. Possiamo chiudere gli account con un preavviso di due settimane oppure senza preavviso per giusta causa, ad esempio in caso di violazioni gravi o ripetute. Si applica il diritto tedesco, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci; restano salve le norme imperative a tutela dei consumatori del Paese di residenza. Per qualsiasi domanda può scriverci a <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
  // ---------------------------------------------------------------------------
  // Imprint / legal notice
  // ---------------------------------------------------------------------------
  {
    slug: 'imprint',
    translatedSlugs: { en: 'imprint', de: 'impressum', it: 'colophon' },
    title: {
      en: 'Imprint',
      de: 'Impressum',
      it: 'Note legali',
    },
    description: {
      en: 'Legal notice for FC Tribune Demo: operator, contact details, authorised representatives and commercial register information.',
      de: 'Impressum von FC Tribune Demo: Anbieter, Kontaktdaten, Vertretungsberechtigte und Angaben zum Handelsregister.',
      it: 'Note legali di FC Tribune Demo: gestore, contatti, rappresentanti legali e dati di iscrizione al registro delle imprese.',
    },
    body: {
      en: `<h2>Information pursuant to Section 5 DDG</h2>
<p>FC Tribune Demo is a demo instance of the Tribune community platform. This website and the associated apps are provided by the following service provider within the meaning of Section 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG):</p>
<p><strong>Tribune Demo GmbH</strong>, Musterstraße 1, 10115 Berlin, Germany</p>
<h2>Contact and representation</h2>
<ul>
<li>Email: <a href="mailto:hello@tribune.example">hello@tribune.example</a></li>
<li>Phone: +49 30 0000000 (demo)</li>
<li>Represented by the managing director: Erika Mustermann (demo)</li>
</ul>
<p>We usually answer enquiries within two working days. For questions about data protection, please refer to our <a href="https://tribune.example/privacy">privacy policy</a>.</p>
<h2>Register entry and VAT</h2>
<ul>
<li>Register court and number: Amtsgericht Berlin-Charlottenburg, HRB 000000 (demo)</li>
<li>VAT identification number pursuant to Section 27a of the German VAT Act: DE000000000 (demo)</li>
</ul>
<p>Responsible for editorial content pursuant to Section 18(2) of the German State Media Treaty (MStV): Erika Mustermann, address as above. Please note that all details marked “(demo)” are placeholders used for demonstration purposes only.</p>
<h2>Consumer dispute resolution</h2>
<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please contact us directly; we will try to find a fair solution together with you.</p>
<h2>Liability for content and links</h2>
<p>We compile the content of this platform with care, but we cannot guarantee that it is complete, accurate or up to date. Posts, comments and chat messages are created by community members and do not necessarily reflect our opinion. As a hosting provider, we are not obliged to monitor third-party information, but we remove unlawful content promptly once we become aware of it. The platform contains links to external websites whose content we cannot influence; the respective provider is always responsible for linked pages. Texts, graphics and the club design are protected by copyright; any use beyond the limits of copyright law requires our prior written consent.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>Angaben gemäß § 5 DDG</h2>
<p>FC Tribune Demo ist eine Demo-Instanz der Community-Plattform Tribune. Anbieter dieser Website und der zugehörigen Apps im Sinne von § 5 des Digitale-Dienste-Gesetzes (DDG) ist:</p>
<p><strong>Tribune Demo GmbH</strong>, Musterstraße 1, 10115 Berlin, Deutschland</p>
<h2>Kontakt und Vertretung</h2>
<ul>
<li>E-Mail: <a href="mailto:hello@tribune.example">hello@tribune.example</a></li>
<li>Telefon: +49 30 0000000 (demo)</li>
<li>Vertreten durch die Geschäftsführerin: Erika Mustermann (demo)</li>
</ul>
<p>Anfragen beantworten wir in der Regel innerhalb von zwei Werktagen. Bei Fragen zum Datenschutz beachten Sie bitte unsere <a href="https://tribune.example/privacy">Datenschutzerklärung</a>.</p>
<h2>Registereintrag und Umsatzsteuer</h2>
<ul>
<li>Registergericht und Registernummer: Amtsgericht Berlin-Charlottenburg, HRB 000000 (demo)</li>
<li>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (demo)</li>
</ul>
<p>Verantwortlich für redaktionelle Inhalte gemäß § 18 Abs. 2 Medienstaatsvertrag (MStV): Erika Mustermann, Anschrift wie oben. Bitte beachten Sie, dass es sich bei allen mit „(demo)“ gekennzeichneten Angaben um Platzhalter zu Demonstrationszwecken handelt.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenden Sie sich bei Beschwerden bitte direkt an uns; wir bemühen uns, gemeinsam mit Ihnen eine faire Lösung zu finden.</p>
<h2>Haftung für Inhalte und Links</h2>
<p>Die Inhalte dieser Plattform erstellen wir mit größter Sorgfalt, können jedoch keine Gewähr für ihre Vollständigkeit, Richtigkeit und Aktualität übernehmen. Beiträge, Kommentare und Chatnachrichten stammen von Mitgliedern der Community und geben nicht notwendigerweise unsere Meinung wieder. Als Hostanbieter sind wir nicht verpflichtet, fremde Informationen zu überwachen; rechtswidrige Inhalte entfernen wir jedoch umgehend, sobald wir davon Kenntnis erlangen. Unsere Plattform enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben; für die verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich. Texte, Grafiken und das Vereinsdesign sind urheberrechtlich geschützt; jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>Informazioni ai sensi del § 5 DDG</h2>
<p>FC Tribune Demo è un'istanza dimostrativa della piattaforma per community Tribune. Il fornitore di questo sito web e delle relative app ai sensi del § 5 della legge tedesca sui servizi digitali (Digitale-Dienste-Gesetz, DDG) è:</p>
<p><strong>Tribune Demo GmbH</strong>, Musterstraße 1, 10115 Berlino, Germania</p>
<h2>Contatti e rappresentanza</h2>
<ul>
<li>E-mail: <a href="mailto:hello@tribune.example">hello@tribune.example</a></li>
<li>Telefono: +49 30 0000000 (demo)</li>
<li>Legale rappresentante (amministratrice): Erika Mustermann (demo)</li>
</ul>
<p>Di norma rispondiamo alle richieste entro due giorni lavorativi. Per domande sulla protezione dei dati consulti la nostra <a href="https://tribune.example/privacy">informativa sulla privacy</a>.</p>
<h2>Iscrizione al registro e partita IVA</h2>
<ul>
<li>Tribunale del registro e numero di iscrizione: Amtsgericht Berlin-Charlottenburg, HRB 000000 (demo)</li>
<li>Partita IVA ai sensi del § 27a della legge tedesca sull'IVA: DE000000000 (demo)</li>
</ul>
<p>Responsabile dei contenuti redazionali ai sensi del § 18, comma 2, del Trattato interstatale tedesco sui media (MStV): Erika Mustermann, indirizzo come sopra. Tutti i dati contrassegnati con «(demo)» sono segnaposto utilizzati esclusivamente a scopo dimostrativo.</p>
<h2>Risoluzione delle controversie dei consumatori</h2>
<p>Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori. In caso di reclami La invitiamo a contattarci direttamente: cercheremo insieme a Lei una soluzione equa.</p>
<h2>Responsabilità per contenuti e link</h2>
<p>Redigiamo i contenuti di questa piattaforma con cura, ma non possiamo garantirne la completezza, l'esattezza e l'attualità. Post, commenti e messaggi in chat sono creati dai membri della community e non riflettono necessariamente la nostra opinione. In qualità di fornitore di servizi di hosting non siamo tenuti a sorvegliare le informazioni di terzi, ma rimuoviamo tempestivamente i contenuti illeciti non appena ne veniamo a conoscenza. La piattaforma contiene link a siti esterni sui cui contenuti non abbiamo alcuna influenza; dei siti collegati è sempre responsabile il rispettivo gestore. Testi, grafiche e design della società sono protetti dal diritto d'autore; qualsiasi utilizzo al di fuori dei limiti previsti dalla legge richiede il nostro previo consenso scritto.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
  // ---------------------------------------------------------------------------
  // Terms for the community token and NFT collectibles
  // ---------------------------------------------------------------------------
  {
    slug: 'tos-token',
    translatedSlugs: { en: 'tos-token', de: 'agb-token', it: 'termini-token' },
    title: {
      en: 'Token and Collectibles Terms',
      de: 'Bedingungen für Token und Sammelobjekte',
      it: 'Termini per token e collezionabili',
    },
    description: {
      en: 'The rules for the FC Tribune Demo community token and NFT collectibles: no investment, no fiat redemption, gifting limits and final transfers.',
      de: 'Regeln für Community-Token und NFT-Sammelobjekte von FC Tribune Demo: keine Geldanlage, kein Umtausch in Geld, Limits und endgültige Transfers.',
      it: 'Le regole per token e collezionabili NFT di FC Tribune Demo: nessun investimento, nessun rimborso in denaro, limiti e transazioni definitive.',
    },
    body: {
      en: `<h2>1. Scope</h2>
<p>These terms apply in addition to our general <a href="https://tribune.example/tos">terms of service</a> and govern the community token and the NFT collectibles offered on FC Tribune Demo, a demo instance of the Tribune platform operated by Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Germany. Where these terms conflict with the general terms, these terms prevail for tokens and collectibles.</p>
<h2>2. The community token</h2>
<p>Members earn community tokens for taking part in the community, for example by posting, voting or attending events. The token has 8 decimals, so the smallest unit is 0.00000001 tokens. Balances are recorded on a blockchain and shown in your wallet.</p>
<ul>
<li>Tokens are <strong>not an investment</strong>, not a financial instrument and not e-money. They confer no right to profits, interest or voting rights in the company.</li>
<li>There is <strong>no redemption for fiat money</strong>. We will never exchange tokens for euros or any other currency, and we do not support trading on external exchanges.</li>
<li>Tokens can only be used within the platform, for example to unlock rewards or collectibles.</li>
</ul>
<h2>3. NFT collectibles</h2>
<p>Collectibles are unique digital items, such as match-day moments or badges, represented as NFTs. Owning a collectible gives you a personal, non-commercial right to display it on the platform. It does not transfer any copyright or trademark rights in the underlying artwork, club logos or player images.</p>
<h2>4. Gifting and limits</h2>
<p>You may gift tokens and collectibles to other members. To prevent abuse, gifting is subject to limits per transaction and per day; the limits currently in force are shown in your wallet before you confirm a gift. Gifts to your own additional accounts, automated transfers and any sale for money outside the platform are prohibited. We may adjust limits or suspend gifting if we detect fraud or manipulation.</p>
<h2>5. Finality and risks</h2>
<p>Blockchain transactions are <strong>final</strong>. Once a transfer has been confirmed, we cannot reverse or cancel it, even if it was sent to the wrong recipient. Please check every transfer carefully. You are responsible for protecting access to your account; we are not liable for losses caused by credentials you have shared. Because this is a demo instance, it may run on a test network, balances and collectibles may be reset, and tokens have no monetary value.</p>
<h2>6. Changes and contact</h2>
<p>We may change the reward rules, limits or the range of collectibles with reasonable notice. If we discontinue the token programme, we will inform you at least 30 days in advance. Questions about tokens or collectibles can be sent to <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>1. Geltungsbereich</h2>
<p>Diese Bedingungen gelten ergänzend zu unseren <a href="https://tribune.example/tos">Allgemeinen Geschäftsbedingungen</a> und regeln den Community-Token und die NFT-Sammelobjekte auf FC Tribune Demo, einer Demo-Instanz der Plattform Tribune, betrieben von der Tribune Demo GmbH, Musterstraße 1, 10115 Berlin, Deutschland. Bei Widersprüchen gehen diese Bedingungen für Token und Sammelobjekte den allgemeinen AGB vor.</p>
<h2>2. Der Community-Token</h2>
<p>Mitglieder erhalten Community-Token für ihre Beteiligung, etwa für Beiträge, die Teilnahme an Abstimmungen oder den Besuch von Veranstaltungen. Der Token hat 8 Dezimalstellen; die kleinste Einheit beträgt somit 0,00000001 Token. Guthaben werden auf einer Blockchain erfasst und in Ihrer Wallet angezeigt.</p>
<ul>
<li>Token sind <strong>keine Geldanlage</strong>, kein Finanzinstrument und kein E-Geld. Sie gewähren keinen Anspruch auf Gewinne, Zinsen oder Stimmrechte im Unternehmen.</li>
<li>Es gibt <strong>keinen Umtausch in gesetzliche Zahlungsmittel</strong>. Wir tauschen Token weder in Euro noch in eine andere Währung um und unterstützen keinen Handel auf externen Börsen.</li>
<li>Token können ausschließlich innerhalb der Plattform verwendet werden, zum Beispiel um Prämien oder Sammelobjekte freizuschalten.</li>
</ul>
<h2>3. NFT-Sammelobjekte</h2>
<p>Sammelobjekte sind einzigartige digitale Gegenstände, etwa Spieltagsmomente oder Abzeichen, die als NFT abgebildet werden. Der Besitz eines Sammelobjekts berechtigt Sie, es persönlich und nicht kommerziell auf der Plattform anzuzeigen. Urheber- oder Markenrechte an dem zugrunde liegenden Motiv, an Vereinslogos oder an Spielerbildern werden dadurch nicht übertragen.</p>
<h2>4. Verschenken und Limits</h2>
<p>Sie können Token und Sammelobjekte an andere Mitglieder verschenken. Um Missbrauch zu verhindern, gelten Limits pro Transaktion und pro Tag; die jeweils aktuellen Limits werden Ihnen vor der Bestätigung in Ihrer Wallet angezeigt. Geschenke an eigene Zweitkonten, automatisierte Übertragungen und jeder Verkauf gegen Geld außerhalb der Plattform sind untersagt. Bei Anzeichen von Betrug oder Manipulation können wir Limits anpassen oder das Verschenken vorübergehend sperren.</p>
<h2>5. Endgültigkeit und Risiken</h2>
<p>Blockchain-Transaktionen sind <strong>endgültig</strong>. Eine bestätigte Übertragung können wir weder rückgängig machen noch stornieren, auch dann nicht, wenn sie an einen falschen Empfänger ging. Bitte prüfen Sie jede Übertragung sorgfältig. Sie sind für den Schutz des Zugangs zu Ihrem Konto verantwortlich; für Verluste durch weitergegebene Zugangsdaten haften wir nicht. Da es sich um eine Demo-Instanz handelt, kann sie in einem Testnetz betrieben werden, Guthaben und Sammelobjekte können zurückgesetzt werden, und Token haben keinen Geldwert.</p>
<h2>6. Änderungen und Kontakt</h2>
<p>Wir können Prämienregeln, Limits oder das Angebot an Sammelobjekten mit angemessener Vorankündigung ändern. Sollten wir das Token-Programm einstellen, informieren wir Sie mindestens 30 Tage im Voraus. Fragen zu Token oder Sammelobjekten richten Sie bitte an <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>1. Ambito di applicazione</h2>
<p>I presenti termini integrano i nostri <a href="https://tribune.example/tos">termini di servizio</a> generali e disciplinano il token della community e i collezionabili NFT offerti su FC Tribune Demo, un'istanza dimostrativa della piattaforma Tribune gestita da Tribune Demo GmbH, Musterstraße 1, 10115 Berlino, Germania. In caso di contrasto con i termini generali, per token e collezionabili prevalgono i presenti termini.</p>
<h2>2. Il token della community</h2>
<p>I membri ricevono token della community per la loro partecipazione, ad esempio pubblicando contenuti, votando o partecipando agli eventi. Il token ha 8 decimali: l'unità minima è quindi pari a 0,00000001 token. I saldi sono registrati su una blockchain e visualizzati nel Suo wallet.</p>
<ul>
<li>I token <strong>non sono un investimento</strong>, né uno strumento finanziario né moneta elettronica. Non conferiscono alcun diritto a utili, interessi o diritti di voto nella società.</li>
<li><strong>Non è previsto alcun rimborso in valuta legale</strong>. Non convertiremo mai i token in euro o in altre valute e non supportiamo la negoziazione su piattaforme di scambio esterne.</li>
<li>I token possono essere utilizzati esclusivamente all'interno della piattaforma, ad esempio per sbloccare premi o collezionabili.</li>
</ul>
<h2>3. Collezionabili NFT</h2>
<p>I collezionabili sono oggetti digitali unici, come momenti delle partite o badge, rappresentati sotto forma di NFT. Il possesso di un collezionabile Le conferisce il diritto personale e non commerciale di mostrarlo sulla piattaforma. Non comporta il trasferimento di diritti d'autore o di marchio sull'opera sottostante, sui loghi della società o sulle immagini dei giocatori.</p>
<h2>4. Regali e limiti</h2>
<p>Può regalare token e collezionabili ad altri membri. Per prevenire abusi, i regali sono soggetti a limiti per singola transazione e per giorno; i limiti in vigore Le vengono mostrati nel wallet prima della conferma. Sono vietati i regali ai propri account secondari, i trasferimenti automatizzati e qualsiasi vendita in cambio di denaro al di fuori della piattaforma. In caso di frodi o manipolazioni possiamo modificare i limiti o sospendere la funzione regalo.</p>
<h2>5. Irreversibilità e rischi</h2>
<p>Le transazioni su blockchain sono <strong>definitive</strong>. Una volta confermato un trasferimento, non possiamo annullarlo né stornarlo, nemmeno se è stato inviato al destinatario sbagliato. La preghiamo di verificare attentamente ogni trasferimento. È responsabile della protezione dell'accesso al Suo account; non rispondiamo delle perdite causate da credenziali condivise. Trattandosi di un'istanza dimostrativa, la piattaforma può operare su una rete di test, saldi e collezionabili possono essere reimpostati e i token non hanno alcun valore monetario.</p>
<h2>6. Modifiche e contatti</h2>
<p>Possiamo modificare le regole dei premi, i limiti o l'offerta di collezionabili con un preavviso ragionevole. Qualora interrompessimo il programma token, La informeremo con almeno 30 giorni di anticipo. Per domande su token o collezionabili può scrivere a <a href="mailto:hello@tribune.example">hello@tribune.example</a>.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
  // ---------------------------------------------------------------------------
  // Moderation policy
  // ---------------------------------------------------------------------------
  {
    slug: 'moderationpolicy',
    translatedSlugs: {
      en: 'moderationpolicy',
      de: 'moderationsrichtlinie',
      it: 'politica-moderazione',
    },
    title: {
      en: 'Moderation Policy',
      de: 'Moderationsrichtlinie',
      it: 'Politica di moderazione',
    },
    description: {
      en: 'How reports are handled on FC Tribune Demo, what each report status means, how to appeal and how blocking works.',
      de: 'Wie Meldungen auf FC Tribune Demo bearbeitet werden, was die Status bedeuten, wie Sie Einspruch einlegen und wie Blockieren funktioniert.',
      it: 'Come vengono gestite le segnalazioni su FC Tribune Demo, cosa significano gli stati, come presentare ricorso e come funziona il blocco.',
    },
    body: {
      en: `<h2>1. Our approach</h2>
<p>FC Tribune Demo is a place for fans, and we want discussions to stay lively, fair and safe. Our moderation team enforces the <a href="https://tribune.example/communityguidelines">community guidelines</a> and the <a href="https://tribune.example/tos">terms of service</a>. We respond in proportion to the violation: a first minor slip is usually answered with a note, while serious or repeated violations can lead to hidden content or account restrictions. Private chats are end-to-end encrypted, so moderators can only assess chat content that a reporter chooses to share.</p>
<h2>2. Reporting content</h2>
<p>Every post, comment, profile and shared chat message can be reported. Please select a reason and add a short explanation; this helps us decide quickly. Reports are confidential, and the reported member does not learn who reported them. Misusing the report function, for example to silence opinions you disagree with, is itself a violation.</p>
<h2>3. Report statuses</h2>
<p>You can follow the progress of your reports in your profile. Each report has one of the following statuses:</p>
<ul>
<li><strong>reported</strong>: the report has been received and is waiting for review.</li>
<li><strong>under_review</strong>: a moderator is currently assessing the content.</li>
<li><strong>cleared</strong>: the content does not violate our rules and remains visible.</li>
<li><strong>hidden</strong>: the content violates our rules and has been hidden from the community.</li>
</ul>
<p>We aim to review reports within 48 hours. Clearly unlawful content is prioritised and, where required by law, removed immediately.</p>
<h2>4. Appeals</h2>
<p>If your content has been hidden or your account restricted, you will be notified of the reason. You can appeal within 14 days by replying to the notification or by writing to <a href="mailto:hello@tribune.example">hello@tribune.example</a>. A moderator who was not involved in the original decision will review your appeal and respond, usually within seven days. If the appeal succeeds, the content is restored and its status changes to cleared. The same applies if you reported content and disagree with the decision to keep it visible.</p>
<h2>5. Blocked users</h2>
<p>You can block any member at any time. Blocked users:</p>
<ul>
<li>cannot send you chat messages or start new conversations with you;</li>
<li>cannot reply or react to your posts and comments;</li>
<li>are not notified that you have blocked them.</li>
</ul>
<p>You can manage and lift blocks in your privacy settings. Independently of personal blocks, moderators may suspend accounts temporarily or permanently for serious or repeated violations.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>1. Unser Ansatz</h2>
<p>FC Tribune Demo ist ein Ort für Fans, und wir möchten, dass Diskussionen lebendig, fair und sicher bleiben. Unser Moderationsteam setzt die <a href="https://tribune.example/communityguidelines">Community-Richtlinien</a> und die <a href="https://tribune.example/tos">Allgemeinen Geschäftsbedingungen</a> durch. Wir reagieren verhältnismäßig: Auf einen ersten kleinen Ausrutscher folgt meist ein Hinweis, schwere oder wiederholte Verstöße können dagegen zum Ausblenden von Inhalten oder zu Kontoeinschränkungen führen. Private Chats sind Ende-zu-Ende-verschlüsselt; das Moderationsteam kann daher nur Chatinhalte beurteilen, die eine meldende Person selbst teilt.</p>
<h2>2. Inhalte melden</h2>
<p>Jeder Beitrag, jeder Kommentar, jedes Profil und jede geteilte Chatnachricht kann gemeldet werden. Bitte wählen Sie einen Grund aus und ergänzen Sie eine kurze Erläuterung; so können wir schneller entscheiden. Meldungen sind vertraulich, die gemeldete Person erfährt nicht, wer sie gemeldet hat. Der Missbrauch der Meldefunktion, etwa um unliebsame Meinungen zum Schweigen zu bringen, ist selbst ein Verstoß.</p>
<h2>3. Status einer Meldung</h2>
<p>Den Fortschritt Ihrer Meldungen können Sie in Ihrem Profil verfolgen. Jede Meldung hat einen der folgenden Status:</p>
<ul>
<li><strong>reported</strong> (gemeldet): Die Meldung ist eingegangen und wartet auf Prüfung.</li>
<li><strong>under_review</strong> (in Prüfung): Ein Mitglied des Moderationsteams bewertet den Inhalt gerade.</li>
<li><strong>cleared</strong> (freigegeben): Der Inhalt verstößt nicht gegen unsere Regeln und bleibt sichtbar.</li>
<li><strong>hidden</strong> (ausgeblendet): Der Inhalt verstößt gegen unsere Regeln und wurde für die Community ausgeblendet.</li>
</ul>
<p>Wir bemühen uns, Meldungen innerhalb von 48 Stunden zu prüfen. Offensichtlich rechtswidrige Inhalte werden vorrangig behandelt und, soweit gesetzlich erforderlich, sofort entfernt.</p>
<h2>4. Einspruch</h2>
<p>Wurde Ihr Inhalt ausgeblendet oder Ihr Konto eingeschränkt, werden Sie unter Angabe des Grundes benachrichtigt. Sie können innerhalb von 14 Tagen Einspruch einlegen, indem Sie auf die Benachrichtigung antworten oder an <a href="mailto:hello@tribune.example">hello@tribune.example</a> schreiben. Ein an der ursprünglichen Entscheidung nicht beteiligtes Mitglied des Moderationsteams prüft Ihren Einspruch und antwortet in der Regel innerhalb von sieben Tagen. Ist der Einspruch erfolgreich, wird der Inhalt wiederhergestellt und der Status auf cleared gesetzt. Dasselbe gilt, wenn Sie einen Inhalt gemeldet haben und mit der Entscheidung, ihn sichtbar zu lassen, nicht einverstanden sind.</p>
<h2>5. Blockierte Nutzer</h2>
<p>Sie können jedes Mitglied jederzeit blockieren. Blockierte Nutzerinnen und Nutzer:</p>
<ul>
<li>können Ihnen keine Chatnachrichten senden und keine neuen Unterhaltungen mit Ihnen beginnen;</li>
<li>können weder auf Ihre Beiträge und Kommentare antworten noch darauf reagieren;</li>
<li>werden nicht darüber informiert, dass Sie sie blockiert haben.</li>
</ul>
<p>Blockierungen können Sie in Ihren Privatsphäre-Einstellungen verwalten und aufheben. Unabhängig von persönlichen Blockierungen kann das Moderationsteam Konten bei schweren oder wiederholten Verstößen vorübergehend oder dauerhaft sperren.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>1. Il nostro approccio</h2>
<p>FC Tribune Demo è uno spazio per i tifosi e vogliamo che le discussioni restino vivaci, corrette e sicure. Il nostro team di moderazione fa rispettare le <a href="https://tribune.example/communityguidelines">linee guida della community</a> e i <a href="https://tribune.example/tos">termini di servizio</a>. Interveniamo in modo proporzionato: a una prima lieve infrazione segue di solito un avviso, mentre violazioni gravi o ripetute possono comportare l'oscuramento dei contenuti o limitazioni dell'account. Le chat private sono cifrate end-to-end: i moderatori possono quindi valutare solo i contenuti della chat che chi effettua la segnalazione decide di condividere.</p>
<h2>2. Segnalare contenuti</h2>
<p>Ogni post, commento, profilo e messaggio di chat condiviso può essere segnalato. La preghiamo di selezionare un motivo e di aggiungere una breve spiegazione: ci aiuta a decidere più rapidamente. Le segnalazioni sono riservate e la persona segnalata non viene a sapere chi l'ha segnalata. L'uso improprio della funzione di segnalazione, ad esempio per mettere a tacere opinioni diverse dalla propria, costituisce a sua volta una violazione.</p>
<h2>3. Stati della segnalazione</h2>
<p>Può seguire l'avanzamento delle Sue segnalazioni nel Suo profilo. Ogni segnalazione ha uno dei seguenti stati:</p>
<ul>
<li><strong>reported</strong> (segnalato): la segnalazione è stata ricevuta ed è in attesa di verifica.</li>
<li><strong>under_review</strong> (in revisione): un moderatore sta valutando il contenuto.</li>
<li><strong>cleared</strong> (approvato): il contenuto non viola le nostre regole e resta visibile.</li>
<li><strong>hidden</strong> (nascosto): il contenuto viola le nostre regole ed è stato nascosto alla community.</li>
</ul>
<p>Ci impegniamo a esaminare le segnalazioni entro 48 ore. I contenuti manifestamente illeciti hanno la priorità e, ove previsto dalla legge, vengono rimossi immediatamente.</p>
<h2>4. Ricorsi</h2>
<p>Se un Suo contenuto è stato nascosto o il Suo account è stato limitato, riceverà una notifica con la relativa motivazione. Può presentare ricorso entro 14 giorni rispondendo alla notifica o scrivendo a <a href="mailto:hello@tribune.example">hello@tribune.example</a>. Un moderatore non coinvolto nella decisione originaria esaminerà il ricorso e Le risponderà di norma entro sette giorni. Se il ricorso viene accolto, il contenuto viene ripristinato e lo stato passa a cleared. Lo stesso vale se ha segnalato un contenuto e non condivide la decisione di lasciarlo visibile.</p>
<h2>5. Utenti bloccati</h2>
<p>Può bloccare qualsiasi membro in qualsiasi momento. Gli utenti bloccati:</p>
<ul>
<li>non possono inviarLe messaggi in chat né avviare nuove conversazioni con Lei;</li>
<li>non possono rispondere ai Suoi post e commenti né reagire ad essi;</li>
<li>non ricevono alcuna notifica del blocco.</li>
</ul>
<p>Può gestire e revocare i blocchi nelle impostazioni sulla privacy. Indipendentemente dai blocchi personali, il team di moderazione può sospendere gli account in via temporanea o definitiva in caso di violazioni gravi o ripetute.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
  // ---------------------------------------------------------------------------
  // Community guidelines
  // ---------------------------------------------------------------------------
  {
    slug: 'communityguidelines',
    translatedSlugs: {
      en: 'communityguidelines',
      de: 'community-richtlinien',
      it: 'linee-guida-community',
    },
    title: {
      en: 'Community Guidelines',
      de: 'Community-Richtlinien',
      it: 'Linee guida della community',
    },
    description: {
      en: 'The ground rules for fans on FC Tribune Demo: respect, no hate speech, no spam, no doxxing and fair play in votings.',
      de: 'Die Grundregeln für Fans auf FC Tribune Demo: Respekt, keine Hassrede, kein Spam, kein Doxxing und Fairplay bei Abstimmungen.',
      it: 'Le regole di base per i tifosi su FC Tribune Demo: rispetto, niente odio, spam o doxxing e fair play nelle votazioni.',
    },
    body: {
      en: `<h2>1. Respect</h2>
<p>FC Tribune Demo brings together fans with strong opinions, and that is exactly what makes this community special. Debate matches, tactics and transfers as passionately as you like, but treat every member with respect. Criticise ideas, not people. Rival fans, players, referees and club staff may be discussed, but never harassed.</p>
<ul>
<li>No insults, threats or personal attacks.</li>
<li>No harassment, including repeatedly contacting someone who does not want to hear from you.</li>
<li>No sexual or violent content, and nothing that endangers minors.</li>
</ul>
<h2>2. No hate speech</h2>
<p>We do not tolerate content that attacks or demeans people because of their origin, skin colour, nationality, religion, gender, sexual orientation, disability or age. This includes discriminatory chants, symbols and so-called jokes. Football belongs to everyone.</p>
<h2>3. No spam, no doxxing</h2>
<ul>
<li><strong>Spam</strong>: do not post repetitive content, unsolicited advertising, chain messages or links to phishing sites and ticket scams.</li>
<li><strong>Doxxing</strong>: never publish private information about others, such as home addresses, phone numbers, workplaces or photos taken without consent. This also applies to players and officials.</li>
<li><strong>Impersonation</strong>: do not pretend to be another member, a player or the club.</li>
</ul>
<h2>4. Fair play in votings</h2>
<p>Player-of-the-match polls, kit votes and other votings only mean something if they are fair. One person, one vote: do not use multiple accounts, bots or scripts, and do not buy, sell or trade votes. Campaigning for your favourite is fine; coordinated manipulation is not. We may exclude manipulated votes and restrict the accounts involved.</p>
<h2>5. Chats and reporting</h2>
<p>Private chats are end-to-end encrypted, and not even our moderators can read them. This protects your privacy, but it also means that moderators can only act on chat messages if a participant reports them and shares the content in question. If someone breaks these guidelines, please report the content instead of retaliating; you can also block the person. You can find out how reports are handled in our <a href="https://tribune.example/moderationpolicy">moderation policy</a>.</p>
<p>Violations may lead to hidden content, temporary restrictions or, in serious cases, permanent suspension. Thank you for helping to keep this community a great place for all fans.</p>
<p>Last updated: 2026-11-01</p>`,
      de: `<h2>1. Respekt</h2>
<p>Auf FC Tribune Demo treffen Fans mit starken Meinungen aufeinander, und genau das macht diese Community aus. Diskutieren Sie so leidenschaftlich über Spiele, Taktik und Transfers, wie Sie möchten, aber begegnen Sie allen Mitgliedern mit Respekt. Kritisieren Sie Ideen, nicht Menschen. Über gegnerische Fans, Spieler, Schiedsrichter und Vereinsmitarbeitende darf diskutiert werden, belästigt werden dürfen sie nie.</p>
<ul>
<li>Keine Beleidigungen, Drohungen oder persönlichen Angriffe.</li>
<li>Keine Belästigung, auch nicht durch wiederholte Kontaktaufnahme mit Personen, die das nicht wünschen.</li>
<li>Keine sexuellen oder gewaltverherrlichenden Inhalte und nichts, was Minderjährige gefährdet.</li>
</ul>
<h2>2. Keine Hassrede</h2>
<p>Wir dulden keine Inhalte, die Menschen wegen ihrer Herkunft, Hautfarbe, Nationalität oder Religion, ihres Geschlechts, ihrer sexuellen Orientierung, einer Behinderung oder ihres Alters angreifen oder herabwürdigen. Das gilt auch für diskriminierende Gesänge, Symbole und vermeintliche Witze. Fußball gehört allen.</p>
<h2>3. Kein Spam, kein Doxxing</h2>
<ul>
<li><strong>Spam</strong>: Veröffentlichen Sie keine sich wiederholenden Inhalte, keine unerwünschte Werbung, keine Kettennachrichten und keine Links zu Phishing-Seiten oder Ticketbetrug.</li>
<li><strong>Doxxing</strong>: Veröffentlichen Sie niemals private Informationen über andere, etwa Wohnadressen, Telefonnummern, Arbeitsplätze oder ohne Einwilligung aufgenommene Fotos. Das gilt auch für Spieler und Offizielle.</li>
<li><strong>Identitätsmissbrauch</strong>: Geben Sie sich nicht als anderes Mitglied, als Spieler oder als der Verein aus.</li>
</ul>
<h2>4. Fairplay bei Abstimmungen</h2>
<p>Abstimmungen zum Spieler des Spiels, zum neuen Trikot und andere Umfragen sind nur dann aussagekräftig, wenn sie fair ablaufen. Eine Person, eine Stimme: Nutzen Sie keine Mehrfachkonten, Bots oder Skripte, und kaufen, verkaufen oder tauschen Sie keine Stimmen. Für den eigenen Favoriten zu werben ist in Ordnung, koordinierte Manipulation nicht. Manipulierte Stimmen können wir ausschließen und die beteiligten Konten einschränken.</p>
<h2>5. Chats und Meldungen</h2>
<p>Private Chats sind Ende-zu-Ende-verschlüsselt, nicht einmal unser Moderationsteam kann sie lesen. Das schützt Ihre Privatsphäre, bedeutet aber auch, dass die Moderation bei Chatnachrichten nur tätig werden kann, wenn eine beteiligte Person sie meldet und den betreffenden Inhalt teilt. Wenn jemand gegen diese Richtlinien verstößt, melden Sie den Inhalt bitte, statt sich zu revanchieren; zusätzlich können Sie die Person blockieren. Wie Meldungen bearbeitet werden, erfahren Sie in unserer <a href="https://tribune.example/moderationpolicy">Moderationsrichtlinie</a>.</p>
<p>Verstöße können zum Ausblenden von Inhalten, zu vorübergehenden Einschränkungen oder in schweren Fällen zur dauerhaften Sperrung führen. Vielen Dank, dass Sie dazu beitragen, diese Community zu einem großartigen Ort für alle Fans zu machen.</p>
<p>Zuletzt aktualisiert: 2026-11-01</p>`,
      it: `<h2>1. Rispetto</h2>
<p>FC Tribune Demo riunisce tifosi con opinioni forti, ed è proprio questo a rendere speciale la community. Discuta di partite, tattiche e trasferimenti con tutta la passione che desidera, ma tratti ogni membro con rispetto. Critichi le idee, non le persone. Si può parlare di tifosi avversari, giocatori, arbitri e staff della società, ma non li si deve mai molestare.</p>
<ul>
<li>Niente insulti, minacce o attacchi personali.</li>
<li>Niente molestie, compreso il contattare ripetutamente chi non desidera essere contattato.</li>
<li>Niente contenuti sessuali o violenti e nulla che metta in pericolo i minori.</li>
</ul>
<h2>2. Nessun discorso d'odio</h2>
<p>Non tolleriamo contenuti che attaccano o denigrano le persone per origine, colore della pelle, nazionalità, religione, genere, orientamento sessuale, disabilità o età. Ciò vale anche per cori, simboli e presunte battute di carattere discriminatorio. Il calcio è di tutti.</p>
<h2>3. Niente spam, niente doxxing</h2>
<ul>
<li><strong>Spam</strong>: non pubblichi contenuti ripetitivi, pubblicità non richiesta, catene di messaggi o link a siti di phishing e truffe sui biglietti.</li>
<li><strong>Doxxing</strong>: non pubblichi mai informazioni private su altre persone, come indirizzi di casa, numeri di telefono, luoghi di lavoro o foto scattate senza consenso. Ciò vale anche per giocatori e dirigenti.</li>
<li><strong>Sostituzione di persona</strong>: non si spacci per un altro membro, per un giocatore o per la società.</li>
</ul>
<h2>4. Fair play nelle votazioni</h2>
<p>Le votazioni per il migliore in campo, per la nuova maglia e gli altri sondaggi hanno senso solo se si svolgono in modo corretto. Una persona, un voto: non utilizzi account multipli, bot o script e non compri, venda o scambi voti. Fare campagna per il proprio favorito va bene, la manipolazione coordinata no. Possiamo escludere i voti manipolati e limitare gli account coinvolti.</p>
<h2>5. Chat e segnalazioni</h2>
<p>Le chat private sono cifrate end-to-end e nemmeno i nostri moderatori possono leggerle. Questo tutela la Sua privacy, ma significa anche che i moderatori possono intervenire sui messaggi in chat solo se un partecipante li segnala e condivide il contenuto in questione. Se qualcuno viola queste linee guida, segnali il contenuto anziché reagire; può anche bloccare la persona. Per sapere come vengono gestite le segnalazioni, consulti la nostra <a href="https://tribune.example/moderationpolicy">politica di moderazione</a>.</p>
<p>Le violazioni possono comportare l'oscuramento dei contenuti, limitazioni temporanee o, nei casi gravi, la sospensione definitiva. Grazie per contribuire a rendere questa community un luogo accogliente per tutti i tifosi.</p>
<p>Ultimo aggiornamento: 2026-11-01</p>`,
    },
  },
];
