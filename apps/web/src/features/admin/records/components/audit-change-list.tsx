// The changed fields of an audit entry, one per line: "Acesso: limited → complete".
import { useTranslation } from 'react-i18next';
import type { AuditLogItem } from '@escola/contracts/get-admin-audit-log';
import { describeAuditChanges } from '../lib/describe-audit-changes';

type FieldLabelKey = `auditLog.fields.${string}`;

export const AuditChangeList = ({ entry }: { entry: AuditLogItem }) => {
  const { t } = useTranslation('admin');
  const changes = describeAuditChanges({
    before: entry.before,
    after: entry.after,
    labels: {
      empty: t('auditLog.emptyValue'),
      yes: t('auditLog.yes'),
      no: t('auditLog.no'),
      more: (count) => t('auditLog.more', { count }),
    },
  });
  if (changes.length === 0) return <span>{t('auditLog.noChanges')}</span>;
  // An unknown field (a newer kind of change) shows its name as written.
  const fieldLabel = (field: string) =>
    t(`auditLog.fields.${field}` as FieldLabelKey as 'auditLog.fields.type', {
      defaultValue: field,
    });
  return (
    <ul className="admin-records__changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="admin-records__change-field">{fieldLabel(change.field)}:</span>{' '}
          {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
};
