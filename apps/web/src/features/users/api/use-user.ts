import { USER_API, type UserDetail } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { userKeys } from './user-keys.ts';

/** One user of the active account, for the edit screen. */
export function useUser(id: string | undefined) {
  return useQuery(recordQuery<UserDetail>(userKeys, USER_API.one, id));
}
