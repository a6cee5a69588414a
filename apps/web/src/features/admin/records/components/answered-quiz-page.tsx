// /admin/answered-quiz (all staff; "Gerenciamento de usuários"): the answered national quizzes,
// searched by name, e-mail or CPF, filtered by state, quiz variant, account and the answer period
// (sent only when both dates are valid, as yyyy-MM-dd). CPFs arrive masked from the server.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWERED_QUIZ_DEFAULTS,
  ANSWERED_QUIZ_PATH,
  type AnsweredQuizItem,
} from '@escola/contracts/get-quiz-user-answered-quiz';
import { BRAZILIAN_STATES } from '@escola/domain/brazilian-states';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { DateRangePicker } from '../../../../components/ui/date-range-picker';
import { AdminListTable } from '../../components/admin-list-table';
import { ListFiltersForm } from '../../components/list-filters-form';
import { useAdminList } from '../../hooks/use-admin-list';
import { useDateRangeParam, useListParamsWriter } from '../../hooks/use-list-params';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { ListSearchField } from '../../components/list-search-field';
import { SelectFilter } from '../../components/select-filter';
import { UserManagementNav } from '../../components/user-management-nav';
import '../../components/admin-lists.css';

const FILTER_KEYS = ['state', 'registrationQuiz', 'hasAccount', 'startDate', 'endDate'] as const;
const STATE_OPTIONS = BRAZILIAN_STATES.map(({ code, name }) => ({ value: code, label: name }));

const AnsweredQuizPage = () => {
  const { t } = useTranslation('admin');
  const urlWriter = useListParamsWriter();
  const { range, changeRange, resetRange, isRangeSendable } = useDateRangeParam(urlWriter);
  const list = useAdminList<AnsweredQuizItem, (typeof FILTER_KEYS)[number]>({
    path: ANSWERED_QUIZ_PATH,
    defaults: ANSWERED_QUIZ_DEFAULTS,
    filterKeys: FILTER_KEYS,
    enabled: isRangeSendable,
    urlWriter,
  });

  const columns = useMemo<DataTableColumn<AnsweredQuizItem>[]>(() => {
    const none = t('answeredQuiz.none');
    return [
      {
        id: 'name',
        header: t('answeredQuiz.columns.name'),
        cell: (row) => (
          <span className="admin-lists__stack">
            <span>{row.name}</span>
            <span className="admin-lists__muted">{row.email}</span>
          </span>
        ),
        sortable: true,
      },
      {
        id: 'cpf',
        header: t('answeredQuiz.columns.cpf'),
        cell: (row) => <span className="admin-lists__nowrap">{row.cpf}</span>,
      },
      { id: 'ra', header: t('answeredQuiz.columns.ra'), cell: (row) => row.ra },
      {
        id: 'place',
        header: t('answeredQuiz.columns.place'),
        cell: (row) => [row.city, row.state].filter(Boolean).join('/') || none,
      },
      {
        id: 'quiz',
        header: t('answeredQuiz.columns.quiz'),
        numeric: true,
        cell: (row) => row.registrationQuiz ?? none,
      },
      {
        id: 'result',
        header: t('answeredQuiz.columns.result'),
        numeric: true,
        cell: (row) => row.result?.points ?? none,
      },
      {
        id: 'account',
        header: t('answeredQuiz.columns.account'),
        cell: (row) => (row.hasAccount ? t('answeredQuiz.yes') : t('answeredQuiz.no')),
      },
      {
        id: 'createdAt',
        header: t('answeredQuiz.columns.createdAt'),
        cell: (row) => (
          <span className="admin-lists__nowrap">{formatSchoolDateTime(row.createdAt)}</span>
        ),
        sortable: true,
      },
    ];
  }, [t]);

  const hasFilters = list.search !== '' || Object.values(list.filters).some(Boolean) || range;
  const clearFilters = () => {
    resetRange();
    list.clearParams(['search', ...FILTER_KEYS]);
  };

  return (
    <section className="admin-lists">
      <h1>{t('titles.user-management')}</h1>
      <UserManagementNav />
      <p>{t('answeredQuiz.description')}</p>
      <ListFiltersForm
        label={t('answeredQuiz.filters')}
        clear={hasFilters ? { label: t('answeredQuiz.clear'), onClear: clearFilters } : null}
      >
        <ListSearchField
          label={t('answeredQuiz.search')}
          value={list.search}
          onSearch={list.setSearch}
        />
        <SelectFilter
          label={t('answeredQuiz.state')}
          anyLabel={t('answeredQuiz.anyState')}
          value={list.filters.state}
          options={STATE_OPTIONS}
          onChange={(value) => list.setFilter('state', value)}
        />
        <SelectFilter
          label={t('answeredQuiz.quiz')}
          anyLabel={t('answeredQuiz.anyQuiz')}
          value={list.filters.registrationQuiz}
          options={[1, 2].map((quiz) => ({
            value: String(quiz),
            label: t('answeredQuiz.quizOption', { quiz }),
          }))}
          onChange={(value) => list.setFilter('registrationQuiz', value)}
        />
        <SelectFilter
          label={t('answeredQuiz.account')}
          anyLabel={t('answeredQuiz.anyAccount')}
          value={list.filters.hasAccount}
          options={[
            { value: 'true', label: t('answeredQuiz.withAccount') },
            { value: 'false', label: t('answeredQuiz.withoutAccount') },
          ]}
          onChange={(value) => list.setFilter('hasAccount', value)}
        />
        <DateRangePicker
          className="admin-lists__period"
          label={t('answeredQuiz.period')}
          description={t('answeredQuiz.periodHelp')}
          value={range}
          onChange={changeRange}
        />
      </ListFiltersForm>
      <AdminListTable
        list={list}
        caption={t('answeredQuiz.caption')}
        columns={columns}
        emptyText={t('answeredQuiz.empty')}
        errorText={t('answeredQuiz.error')}
      />
    </section>
  );
};

export default AnsweredQuizPage;
