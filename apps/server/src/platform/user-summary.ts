import { mediaUrl } from './user-media.ts';

/** A user as the member lists, invitees and owners in `included` show them (the UserSummary record). */
export interface UserSummaryRow {
  id: number;
  slug: string;
  displayName: string;
  avatarThumbKey: string | null;
  verified: boolean;
}

/** Presents a user for `included` (the UserSummary shape). */
export function presentUserSummary(u: UserSummaryRow, publicUrl: string) {
  return {
    id: String(u.id),
    type: 'user' as const,
    attributes: {
      slug: u.slug,
      display_name: u.displayName,
      avatar_thumbnail: mediaUrl(publicUrl, u.avatarThumbKey),
      verified: u.verified,
    },
  };
}
