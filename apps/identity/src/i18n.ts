/** The languages of the identity pages. */
export const LANGS = ['en', 'de', 'it'] as const;
/** One of LANGS. */
export type Lang = (typeof LANGS)[number];

const en = {
  signInTitle: 'Sign in',
  signInTo: 'Sign in to {instance}',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  noAccount: 'No account yet? Register',
  forgot: 'Forgot your password?',
  magicLinkLink: 'E-mail me a sign-in link',
  wrongCredentials: 'E-mail or password is wrong.',
  accountLocked: 'This account is locked. Please contact support.',
  unverifiedNote: 'Your e-mail address is not verified yet. Please check your mail.',
  errorSummary: 'There is a problem',
  registerTitle: 'Create an account',
  displayName: 'Display name',
  passwordConfirm: 'Repeat password',
  createAccount: 'Create account',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  passwordMismatch: 'The passwords do not match.',
  emailTaken: 'This e-mail address is already registered.',
  emailInvalid: 'Please enter a valid e-mail address.',
  displayNameRequired: 'Please enter a display name.',
  displayNameDisallowed: 'The display name cannot hold text-direction controls or noncharacters.',
  haveAccount: 'Already registered? Sign in',
  checkMailTitle: 'Check your mail',
  checkMailText: 'We sent you an e-mail with a link to confirm your address.',
  verifyTitle: 'E-mail address',
  verifyOk: 'Thank you, your e-mail address is confirmed.',
  walletOffer:
    'Your account comes with a wallet for the community token: keep your own key, or let the club keep it for you.',
  walletSetup: 'Set up your wallet',
  verifyBad: 'This link is invalid or has expired.',
  recoverTitle: 'Reset your password',
  recoverIntro: 'Enter your e-mail address and we will send you a link to set a new password.',
  sendLink: 'Send link',
  recoverSent: 'If an account exists for this address, we have sent a link to it.',
  resetTitle: 'Set a new password',
  newPassword: 'New password',
  setPassword: 'Save password',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  resetBad: 'This link is invalid or has expired. Please request a new one.',
  magicTitle: 'Sign in by e-mail',
  magicIntro: 'Enter your e-mail address and we will send you a one-time sign-in link.',
  magicSent: 'If an account exists for this address, we have sent a sign-in link to it.',
  logoutTitle: 'Sign out',
  logoutQuestion: 'Do you want to sign out of {instance}?',
  logoutYes: 'Yes, sign me out',
  logoutNo: 'No, stay signed in',
  loggedOutTitle: 'Signed out',
  loggedOutText: 'You have been signed out.',
  errorTitle: 'Something went wrong',
  errorText: 'The request could not be completed. Please start again from the app.',
  badInput: 'The request contains characters that are not allowed or is too long.',
  tooManyTitle: 'Too many attempts',
  tooMany: 'Too many attempts. Please try again in {seconds} seconds.',
  formExpired: 'The form has expired. Please try again.',
  backToApp: 'Back to the app',
  verifySubject: 'Confirm your e-mail address',
  verifyMail: 'Hello {name},\n\nplease confirm your e-mail address by opening this link:\n{link}\n',
  resetSubject: 'Reset your password',
  resetMail: 'Hello {name},\n\nyou can set a new password with this link (valid for one hour):\n{link}\n',
  magicSubject: 'Your sign-in link',
  magicMail: 'Hello {name},\n\nsign in with this link (valid for ten minutes, once):\n{link}\n',
  outboxTitle: 'Outbox (development)',
  outboxEmpty: 'No mails yet.',
};

/** A message key. */
export type MessageKey = keyof typeof en;

// The `Record<MessageKey, string>` types keep the three languages in step at compile time.
const de: Record<MessageKey, string> = {
  signInTitle: 'Anmelden',
  signInTo: 'Bei {instance} anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  noAccount: 'Noch kein Konto? Registrieren',
  forgot: 'Passwort vergessen?',
  magicLinkLink: 'Anmeldelink per E-Mail senden',
  wrongCredentials: 'E-Mail oder Passwort ist falsch.',
  accountLocked: 'Dieses Konto ist gesperrt. Bitte wende dich an den Support.',
  unverifiedNote: 'Deine E-Mail-Adresse ist noch nicht bestätigt. Bitte sieh in dein Postfach.',
  errorSummary: 'Es gibt ein Problem',
  registerTitle: 'Konto erstellen',
  displayName: 'Anzeigename',
  passwordConfirm: 'Passwort wiederholen',
  createAccount: 'Konto erstellen',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  passwordTooLong: 'Das Passwort darf höchstens 1024 Zeichen lang sein',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  displayNameRequired: 'Bitte gib einen Anzeigenamen ein.',
  displayNameDisallowed: 'Der Anzeigename darf keine Textrichtungs-Steuerzeichen oder Nichtzeichen enthalten.',
  haveAccount: 'Schon registriert? Anmelden',
  checkMailTitle: 'Sieh in dein Postfach',
  checkMailText: 'Wir haben dir eine E-Mail mit einem Link zur Bestätigung deiner Adresse geschickt.',
  verifyTitle: 'E-Mail-Adresse',
  verifyOk: 'Danke, deine E-Mail-Adresse ist bestätigt.',
  walletOffer:
    'Zu deinem Konto gehört eine Wallet für den Community-Token: Behalte deinen eigenen Schlüssel oder lass ihn den Verein für dich aufbewahren.',
  walletSetup: 'Wallet einrichten',
  verifyBad: 'Dieser Link ist ungültig oder abgelaufen.',
  recoverTitle: 'Passwort zurücksetzen',
  recoverIntro: 'Gib deine E-Mail-Adresse ein, und wir senden dir einen Link für ein neues Passwort.',
  sendLink: 'Link senden',
  recoverSent: 'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Link dorthin geschickt.',
  resetTitle: 'Neues Passwort festlegen',
  newPassword: 'Neues Passwort',
  setPassword: 'Passwort speichern',
  resetDone: 'Dein Passwort wurde geändert. Du kannst dich jetzt damit anmelden.',
  resetBad: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  magicTitle: 'Per E-Mail anmelden',
  magicIntro: 'Gib deine E-Mail-Adresse ein, und wir senden dir einen einmaligen Anmeldelink.',
  magicSent: 'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Anmeldelink dorthin geschickt.',
  logoutTitle: 'Abmelden',
  logoutQuestion: 'Möchtest du dich von {instance} abmelden?',
  logoutYes: 'Ja, abmelden',
  logoutNo: 'Nein, angemeldet bleiben',
  loggedOutTitle: 'Abgemeldet',
  loggedOutText: 'Du wurdest abgemeldet.',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Die Anfrage konnte nicht abgeschlossen werden. Bitte starte erneut in der App.',
  badInput: 'Die Anfrage enthält unzulässige Zeichen oder ist zu lang.',
  tooManyTitle: 'Zu viele Versuche',
  tooMany: 'Zu viele Versuche. Bitte versuche es in {seconds} Sekunden erneut.',
  formExpired: 'Das Formular ist abgelaufen. Bitte versuche es erneut.',
  backToApp: 'Zurück zur App',
  verifySubject: 'Bestätige deine E-Mail-Adresse',
  verifyMail: 'Hallo {name},\n\nbitte bestätige deine E-Mail-Adresse mit diesem Link:\n{link}\n',
  resetSubject: 'Passwort zurücksetzen',
  resetMail: 'Hallo {name},\n\nmit diesem Link kannst du ein neues Passwort festlegen (eine Stunde gültig):\n{link}\n',
  magicSubject: 'Dein Anmeldelink',
  magicMail: 'Hallo {name},\n\nmelde dich mit diesem Link an (zehn Minuten gültig, einmalig):\n{link}\n',
  outboxTitle: 'Postausgang (Entwicklung)',
  outboxEmpty: 'Noch keine E-Mails.',
};

const it: Record<MessageKey, string> = {
  signInTitle: 'Accedi',
  signInTo: 'Accedi a {instance}',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Accedi',
  noAccount: 'Non hai ancora un account? Registrati',
  forgot: 'Password dimenticata?',
  magicLinkLink: 'Inviami un link di accesso via e-mail',
  wrongCredentials: 'E-mail o password errata.',
  accountLocked: 'Questo account è bloccato. Contatta l’assistenza.',
  unverifiedNote: 'Il tuo indirizzo e-mail non è ancora verificato. Controlla la posta.',
  errorSummary: 'Si è verificato un problema',
  registerTitle: 'Crea un account',
  displayName: 'Nome visualizzato',
  passwordConfirm: 'Ripeti la password',
  createAccount: 'Crea account',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri',
  passwordTooLong: 'La password può contenere al massimo 1024 caratteri',
  passwordMismatch: 'Le password non coincidono.',
  emailTaken: 'Questo indirizzo e-mail è già registrato.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido.',
  displayNameRequired: 'Inserisci un nome visualizzato.',
  displayNameDisallowed:
    'Il nome visualizzato non può contenere caratteri di controllo della direzione del testo o non-caratteri.',
  haveAccount: 'Sei già registrato? Accedi',
  checkMailTitle: 'Controlla la posta',
  checkMailText: 'Ti abbiamo inviato un’e-mail con un link per confermare il tuo indirizzo.',
  verifyTitle: 'Indirizzo e-mail',
  verifyOk: 'Grazie, il tuo indirizzo e-mail è confermato.',
  walletOffer:
    'Il tuo account include un wallet per il token della community: tieni la tua chiave oppure lascia che la custodisca il club.',
  walletSetup: 'Configura il tuo wallet',
  verifyBad: 'Questo link non è valido o è scaduto.',
  recoverTitle: 'Reimposta la password',
  recoverIntro: 'Inserisci il tuo indirizzo e-mail e ti invieremo un link per impostare una nuova password.',
  sendLink: 'Invia link',
  recoverSent: 'Se esiste un account con questo indirizzo, gli abbiamo inviato un link.',
  resetTitle: 'Imposta una nuova password',
  newPassword: 'Nuova password',
  setPassword: 'Salva password',
  resetDone: 'La password è stata cambiata. Ora puoi accedere con la nuova password.',
  resetBad: 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
  magicTitle: 'Accedi via e-mail',
  magicIntro: 'Inserisci il tuo indirizzo e-mail e ti invieremo un link di accesso monouso.',
  magicSent: 'Se esiste un account con questo indirizzo, gli abbiamo inviato un link di accesso.',
  logoutTitle: 'Esci',
  logoutQuestion: 'Vuoi uscire da {instance}?',
  logoutYes: 'Sì, esci',
  logoutNo: 'No, resta connesso',
  loggedOutTitle: 'Disconnesso',
  loggedOutText: 'Sei stato disconnesso.',
  errorTitle: 'Qualcosa è andato storto',
  errorText: 'Non è stato possibile completare la richiesta. Ricomincia dall’app.',
  badInput: 'La richiesta contiene caratteri non consentiti o è troppo lunga.',
  tooManyTitle: 'Troppi tentativi',
  tooMany: 'Troppi tentativi. Riprova tra {seconds} secondi.',
  formExpired: 'Il modulo è scaduto. Riprova.',
  backToApp: 'Torna all’app',
  verifySubject: 'Conferma il tuo indirizzo e-mail',
  verifyMail: 'Ciao {name},\n\nconferma il tuo indirizzo e-mail aprendo questo link:\n{link}\n',
  resetSubject: 'Reimposta la password',
  resetMail: 'Ciao {name},\n\npuoi impostare una nuova password con questo link (valido un’ora):\n{link}\n',
  magicSubject: 'Il tuo link di accesso',
  magicMail: 'Ciao {name},\n\naccedi con questo link (valido dieci minuti, una sola volta):\n{link}\n',
  outboxTitle: 'Posta in uscita (sviluppo)',
  outboxEmpty: 'Ancora nessuna e-mail.',
};

const messages: Record<Lang, Record<MessageKey, string>> = { en, de, it };

/** A translator for one language, filling `{name}` placeholders. */
export function translator(lang: Lang) {
  return (key: MessageKey, vars: Record<string, string | number> = {}) =>
    messages[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** The translator type. */
export type T = ReturnType<typeof translator>;

const asLang = (tag: string | undefined): Lang | undefined => {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.find((l) => l === base);
};

/** Picks the language: ui_locales (space-separated), then ?lang=, then Accept-Language, then en. */
export function pickLang(uiLocales: unknown, queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const lang = asLang(tag);
      if (lang) return lang;
    }
  }
  if (typeof queryLang === 'string') {
    const lang = asLang(queryLang);
    if (lang) return lang;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: asLang(tag), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x): x is { lang: Lang; q: number } => !!x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang ?? 'en';
}
