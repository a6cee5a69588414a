// The calls of the users page (docs/product/admin.md), through the app's one HTTP client.
import type { GetClassGroupsAllClassGroupsResponse } from '@escola/contracts/get-class-groups-all-class-groups';
import {
  USER_GET_EMAILS_PATH,
  type GetUserGetEmailsResponse,
} from '@escola/contracts/get-user-get-emails';
import {
  USERS_STATUS_BY_EMAIL_PATH,
  type GetUsersStatusByEmailResponse,
} from '@escola/contracts/get-users-status-by-email';
import {
  UNLOCK_USER_ACCOUNT_PATH,
  type PostUsersUnlockUserAccountResponse,
} from '@escola/contracts/post-users-unlock-user-account';
import {
  USER_MANAGEMENT_EDIT_USER_PATH,
  type PutUserManagementEditUserBody,
  type PutUserManagementEditUserResponse,
} from '@escola/contracts/put-user-management-edit-user';
import { http } from '../../../../lib/http';
import { CLASS_GROUPS_SUMMARY_PATH } from './users-query-keys';

export const fetchClassGroupSummary = () =>
  http.get<GetClassGroupsAllClassGroupsResponse>(CLASS_GROUPS_SUMMARY_PATH);

export const editUser = (body: PutUserManagementEditUserBody) =>
  http.put<PutUserManagementEditUserResponse>(USER_MANAGEMENT_EDIT_USER_PATH, body);

export const fetchUserEmails = async (search: string) =>
  (
    await http.get<GetUserGetEmailsResponse>(
      `${USER_GET_EMAILS_PATH}?${new URLSearchParams({ search }).toString()}`,
    )
  ).emails;

export const fetchAccountStatus = async (email: string) =>
  (
    await http.get<GetUsersStatusByEmailResponse>(
      `${USERS_STATUS_BY_EMAIL_PATH}?${new URLSearchParams({ email }).toString()}`,
    )
  ).result.result.status;

export const unlockUserAccount = (email: string) =>
  http.post<PostUsersUnlockUserAccountResponse>(UNLOCK_USER_ACCOUNT_PATH, { email });
