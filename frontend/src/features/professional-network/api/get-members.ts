import { getDirectoryPage, type DirectoryQuery, type DirectoryUser } from '../../../lib/api/directory';

export type Member = DirectoryUser;
export type MembersQuery = DirectoryQuery;

export const getMembers = getDirectoryPage;
