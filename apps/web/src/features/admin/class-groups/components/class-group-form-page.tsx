// /admin/class-groups/form: a new class group, or the group of `?id=` to edit. The trilhas come
// from the curriculum index; the validity is a date range or a number of months. Errors show under
// their fields (the spec's content messages word for word); a saved group leads back to the list.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import { CLASS_GROUP_NAME_MAX_LENGTH } from '@escola/contracts/post-class-groups-new-class-group';
import { ButtonLink } from '../../../../components/ui/button-link';
import { useFlash } from '../../../../lib/flash';
import { CLASS_GROUPS_LIST_PATH, createClassGroup, editClassGroup } from '../api/class-groups-api';
import { useClassGroups, useRefreshClassGroups } from '../hooks/use-class-groups';
import { CLASS_GROUP_ERROR_MESSAGE, refusalDetail } from '../lib/class-group-errors';
import {
  EMPTY_CLASS_GROUP_FORM,
  toClassGroupBody,
  toClassGroupFormValues,
  validateClassGroupForm,
  type ClassGroupFormErrors,
  type ClassGroupFormValues,
} from '../lib/class-group-form';
import { ClassGroupFormFields } from './class-group-form-fields';
import './class-groups.css';

const ClassGroupForm = ({ group }: { group: ClassGroupSummary | null }) => {
  const { t } = useTranslation('admin');
  const mode = group ? 'edit' : 'create';
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const refresh = useRefreshClassGroups();
  const [values, setValues] = useState<ClassGroupFormValues>(() =>
    group ? toClassGroupFormValues(group) : EMPTY_CLASS_GROUP_FORM,
  );
  const [errors, setErrors] = useState<ClassGroupFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => {
      const body = toClassGroupBody(values);
      return group ? editClassGroup({ ...body, id: group.id }) : createClassGroup(body);
    },
    onSuccess: async (answer) => {
      await refresh();
      showFlash({ type: 'success', message: answer.message });
      void navigate(CLASS_GROUPS_LIST_PATH);
    },
    onError: (error) => {
      setServerError(refusalDetail(error) ?? CLASS_GROUP_ERROR_MESSAGE);
      showFlash({ type: 'danger', message: CLASS_GROUP_ERROR_MESSAGE });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateClassGroupForm({ values, mode });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      // The first field with an error gets the focus, so its message is read out.
      const form = event.currentTarget;
      queueMicrotask(() =>
        form
          .querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] [role="spinbutton"]')
          ?.focus(),
      );
      return;
    }
    mutation.mutate();
  };

  return (
    <form className="form class-groups-form" noValidate onSubmit={submit}>
      <ClassGroupFormFields
        values={values}
        errors={errors}
        nameMaxLength={CLASS_GROUP_NAME_MAX_LENGTH}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
      {serverError ? (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="class-groups-form__buttons">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('classGroups.form.saving')
            : t(mode === 'edit' ? 'classGroups.form.submitEdit' : 'classGroups.form.submitCreate')}
        </button>
        <ButtonLink variant="secondary" to={CLASS_GROUPS_LIST_PATH}>
          {t('classGroups.form.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
};

const ClassGroupFormPage = () => {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useClassGroups();
  const isEdit = id !== null;

  const renderBody = () => {
    if (!isEdit) return <ClassGroupForm group={null} />;
    if (query.isPending) return <p role="status">{t('classGroups.form.loading')}</p>;
    if (query.isError) {
      return (
        <p className="form__error" role="alert">
          {t('classGroups.form.loadError')}
        </p>
      );
    }
    const group = query.data.find((entry) => entry.id === id);
    if (!group) {
      return (
        <>
          <p className="form__error" role="alert">
            {t('classGroups.form.notFound')}
          </p>
          <ButtonLink variant="secondary" to={CLASS_GROUPS_LIST_PATH}>
            {t('classGroups.form.backToList')}
          </ButtonLink>
        </>
      );
    }
    return <ClassGroupForm key={group.id} group={group} />;
  };

  return (
    <section className="class-groups">
      <h1>{t(isEdit ? 'classGroups.form.editTitle' : 'classGroups.form.createTitle')}</h1>
      <p>{t(isEdit ? 'classGroups.form.editDescription' : 'classGroups.form.createDescription')}</p>
      {renderBody()}
    </section>
  );
};

export default ClassGroupFormPage;
