// The class-group calls of docs/product/admin.md, through the app's one HTTP client.
import {
  classGroupDeletePath,
  type DeleteClassGroupsDeleteClassGroupResponse,
} from '@escola/contracts/delete-class-groups-delete-class-group';
import {
  CLASS_GROUPS_ALL_PATH,
  type GetClassGroupsAllClassGroupsResponse,
} from '@escola/contracts/get-class-groups-all-class-groups';
import {
  CLASS_GROUPS_NEW_PATH,
  type PostClassGroupsNewClassGroupBody,
  type PostClassGroupsNewClassGroupResponse,
} from '@escola/contracts/post-class-groups-new-class-group';
import {
  CLASS_GROUPS_EDIT_PATH,
  type PutClassGroupsEditClassGroupBody,
  type PutClassGroupsEditClassGroupResponse,
} from '@escola/contracts/put-class-groups-edit-class-group';
import {
  CLASS_GROUPS_MOVE_USERS_PATH,
  type PutClassGroupsMoveUsersClassGroupBody,
  type PutClassGroupsMoveUsersClassGroupResponse,
} from '@escola/contracts/put-class-groups-move-users-class-group';
import { http } from '../../../../lib/http';

/** The list page after every change (docs/product/admin.md). */
export const CLASS_GROUPS_LIST_PATH = '/admin/class-groups/';
export const CLASS_GROUPS_SUMMARY_QUERY_KEY = ['class-groups', 'summary'] as const;

export const fetchClassGroups = () =>
  http.get<GetClassGroupsAllClassGroupsResponse>(CLASS_GROUPS_ALL_PATH);

export const createClassGroup = (body: PostClassGroupsNewClassGroupBody) =>
  http.post<PostClassGroupsNewClassGroupResponse>(CLASS_GROUPS_NEW_PATH, body);

export const editClassGroup = (body: PutClassGroupsEditClassGroupBody) =>
  http.put<PutClassGroupsEditClassGroupResponse>(CLASS_GROUPS_EDIT_PATH, body);

export const deleteClassGroup = (id: string) =>
  http.delete<DeleteClassGroupsDeleteClassGroupResponse>(classGroupDeletePath(id));

export const moveUsersBetweenClassGroups = (body: PutClassGroupsMoveUsersClassGroupBody) =>
  http.put<PutClassGroupsMoveUsersClassGroupResponse>(CLASS_GROUPS_MOVE_USERS_PATH, body);
