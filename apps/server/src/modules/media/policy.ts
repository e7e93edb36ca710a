import { AppError } from '../../http/errors.ts';

/** Permissions of the content media domain. */
export const mediaPolicy = {
  /** Only admins upload and manage content media. */
  assertAdmin(user: { role: string; status: string }): void {
    if (user.role !== 'admin' || user.status === 'banned') throw new AppError('FORBIDDEN');
  },
};
