import { uniquely } from '@/db/sql';
import { AppError } from './app-error';

/** Answers common.not_found: a row that is missing or belongs to another account. */
export const notFound = () => new AppError('common.not_found');

export const nameTaken = () => new AppError('admin.name_taken');

/** Writes that may clash with a unique name answer admin.name_taken. */
export const withUniqueName = <T>(write: () => Promise<T>) => uniquely(write, nameTaken);
