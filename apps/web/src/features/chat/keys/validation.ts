import { CHAT_BACKUP_PASSWORD_MIN } from '@tribune/domain';

/** Why a backup password is refused (docs/CHAT.md "The app's rules"), as a `chatKeys.backup.errors.*` code. */
export type BackupPasswordError = 'required' | 'tooShort' | 'mismatch';

/** Checks the backup password and its confirmation: required, at least 8 characters, both equal. */
export function backupPasswordError(password: string, confirmation: string): BackupPasswordError | null {
  if (password.length === 0) return 'required';
  if (password.length < CHAT_BACKUP_PASSWORD_MIN) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
}

/** Generate new key: the confirm button is enabled only when the typed name equals the display name (docs/CHAT.md "The app's rules"). */
export function newKeyConfirmationMatches(typed: string, displayName: string): boolean {
  return displayName.length > 0 && typed === displayName;
}

/** The restore-by-password button is disabled when the password is empty or while restoring (docs/CHAT.md "The app's rules"). */
export function canRestoreWithPassword(password: string, restoring: boolean): boolean {
  return password.length > 0 && !restoring;
}

/** Import key is disabled when both the file and the pasted text are empty, or while restoring (docs/CHAT.md "The app's rules"). */
export function canImportKey(fileText: string | null, pasted: string, restoring: boolean): boolean {
  return !restoring && ((fileText?.trim().length ?? 0) > 0 || pasted.trim().length > 0);
}

/** A hex fingerprint in groups of four, easier to read aloud. */
export function groupFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
}
