// The four national-programme lists as the page knows them: their calls, exports and filters, and
// the states of the group filter (GET /states-national, asked once per visit).
import { useQuery } from '@tanstack/react-query';
import { ADMIN_CONFIRMED_LIST_PATH } from '@escola/contracts/get-admin-confirmed-list';
import { ADMIN_EXPORT_CONFIRMED_LIST_PATH } from '@escola/contracts/get-admin-export-confirmed-list';
import { ADMIN_EXPORT_REPROVED_AND_DROPOUT_LIST_PATH } from '@escola/contracts/get-admin-export-reproved-and-dropout-list';
import { ADMIN_EXPORT_WAITING_LIST_PATH } from '@escola/contracts/get-admin-export-waiting-list';
import { ADMIN_EXPORT_WAITING_TO_CONFIRM_LIST_PATH } from '@escola/contracts/get-admin-export-waiting-to-confirm-list';
import { ADMIN_REPROVED_AND_DROPOUT_LIST_PATH } from '@escola/contracts/get-admin-reproved-and-dropout-list';
import { ADMIN_WAITING_LIST_PATH } from '@escola/contracts/get-admin-waiting-list';
import { ADMIN_WAITING_TO_CONFIRM_LIST_PATH } from '@escola/contracts/get-admin-waiting-to-confirm-list';
import {
  STATES_NATIONAL_PATH,
  type GetStatesNationalResponse,
} from '@escola/contracts/get-states-national';
import type { ExportableList } from '@escola/domain/constants';
import type { NationalList } from '@escola/domain/national-lists';
import { http } from '../../../../lib/http';

export type NationalListTab = {
  id: NationalList;
  path: string;
  exportPath: string;
  /** The list's name in the export file rule (getExportFileName). */
  fileList: ExportableList;
  hasStatus: boolean;
};

export const NATIONAL_LIST_TABS: readonly NationalListTab[] = [
  {
    id: 'waiting',
    path: ADMIN_WAITING_LIST_PATH,
    exportPath: ADMIN_EXPORT_WAITING_LIST_PATH,
    fileList: 'waiting-list',
    hasStatus: false,
  },
  {
    id: 'waiting-to-confirm',
    path: ADMIN_WAITING_TO_CONFIRM_LIST_PATH,
    exportPath: ADMIN_EXPORT_WAITING_TO_CONFIRM_LIST_PATH,
    fileList: 'waiting-to-confirm-list',
    hasStatus: false,
  },
  {
    id: 'confirmed',
    path: ADMIN_CONFIRMED_LIST_PATH,
    exportPath: ADMIN_EXPORT_CONFIRMED_LIST_PATH,
    fileList: 'confirmed-list',
    hasStatus: false,
  },
  {
    id: 'reproved-and-dropout',
    path: ADMIN_REPROVED_AND_DROPOUT_LIST_PATH,
    exportPath: ADMIN_EXPORT_REPROVED_AND_DROPOUT_LIST_PATH,
    fileList: 'reproved-and-dropout-list',
    hasStatus: true,
  },
];

export const findNationalListTab = (id: string | null): NationalListTab =>
  NATIONAL_LIST_TABS.find((tab) => tab.id === id) ?? NATIONAL_LIST_TABS[0]!;

export const useStatesNational = () =>
  useQuery({
    queryKey: ['admin', 'states-national'],
    queryFn: () => http.get<GetStatesNationalResponse>(STATES_NATIONAL_PATH),
    staleTime: Infinity,
    retry: false,
  });
