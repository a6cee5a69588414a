// The username calls: availability check and change.
import type { Flash } from '@escola/contracts/flash';
import { USERS_EXISTS_PATH, type GetUsersExistsResponse } from '@escola/contracts/get-users-exists';
import {
  UPDATE_MY_USERNAME_PATH,
  type PutUpdateMyUsernameBody,
} from '@escola/contracts/put-update-my-username';
import { http } from '../../../lib/http';

export const fetchUsernameExists = (username: string) =>
  http.get<GetUsersExistsResponse>(
    `${USERS_EXISTS_PATH}?${new URLSearchParams({ username }).toString()}`,
  );

export const updateMyUsername = (body: PutUpdateMyUsernameBody) =>
  http.put<Flash>(UPDATE_MY_USERNAME_PATH, body);
