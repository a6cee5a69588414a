// The admin seed's SQL (admin-seed.ts runs it): session helpers that derive every value from a row
// number, and one set-based statement per table.
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import {
  MOVE_SOURCE_CLASS_GROUP_NUMBER,
  MOVE_TARGET_CLASS_GROUP_NUMBER,
  SEED_ACCOUNT_DELETIONS,
  SEED_AUDIT_ENTRIES,
  SEED_CLASS_GROUPS,
  SEED_LINKED_QUIZ_USERS,
  SEED_USERS,
} from './admin-fixture';

/** Short lists, combined: 50 × 40 × 40 names, so a surname matches thousands and a full name few. */
const FIRST_NAMES = [
  'Ana', 'Maria', 'João', 'José', 'Pedro', 'Lucas', 'Gabriel', 'Rafael', 'Mateus', 'Juliana',
  'Fernanda', 'Camila', 'Beatriz', 'Larissa', 'Letícia', 'Bruna', 'Amanda', 'Júlia', 'Luíza',
  'Mariana', 'Carlos', 'Paulo', 'Antônio', 'Francisco', 'Luiz', 'Marcos', 'Thiago', 'Felipe',
  'Gustavo', 'Vitória', 'Sofia', 'Helena', 'Alice', 'Laura', 'Manuela', 'Valentina', 'Heitor',
  'Davi', 'Arthur', 'Bernardo', 'Enzo', 'Miguel', 'Conceição', 'Raimunda', 'Francisca',
  'Sebastião', 'Cícero', 'Iracema', 'Jurema', 'Caio',
]; // prettier-ignore
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes',
  'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques',
  'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira',
  'Araújo', 'Cavalcanti', 'Monteiro', 'Moura', 'Batista',
]; // prettier-ignore
const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br']; // prettier-ignore
/**
 * The eight national states (docs/product/national-programme.md); repeats weight the bigger
 * cohorts.
 */
const NATIONAL_STATES = ['pr', 'pi', 'rr', 'ce', 'am', 'rs', 'ba', 'rn'];
const STATE_WEIGHTS = [0, 0, 0, 1, 1, 2, 3, 3, 3, 4, 5, 5, 6, 6, 6, 7];
const CLASS_GROUPS_PER_STATE = 20;
/** Row numbers [from, to] of one statement (the big tables are filled by ranges in parallel). */
export type Range = { from: number; to: number };

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/** Σ digit × weight over the nine digits of $1, weights from `first` down (CPF check digits). */
const cpfWeightedSum = (first: number) =>
  Array.from(
    { length: 9 },
    (_, index) => `(($1 / ${10 ** (8 - index)}) % 10) * ${first - index}`,
  ).join(' + ');
const FIRST_CHECK = `((${cpfWeightedSum(10)}) * 10) % 11 % 10`;

/** Session-local helpers (pg_temp): every later statement derives a row's values from its number. */
export const HELPERS = `
-- A row's id: md5 of a tag and its number, with the version (4) and variant bits of a random UUID.
create function pg_temp.seeded_id(tag text, n bigint) returns uuid language sql immutable
  as $$ select overlay(overlay(md5($1 || $2::text) placing '4' from 13) placing '8' from 17)::uuid $$;
create function pg_temp.h(i bigint, salt int) returns bigint language sql immutable
  as $$ select (hashint8($1 * 1000003 + $2) & 2147483647)::bigint $$;
create function pg_temp.u(i bigint, salt int) returns float8 language sql immutable
  as $$ select pg_temp.h($1, $2) / 2147483648.0::float8 $$;
create function pg_temp.pick(options text[], k bigint) returns text language sql immutable
  as $$ select $1[1 + ($2 % array_length($1, 1))::int] $$;
create function pg_temp.ascii(value text) returns text language sql immutable
  as $$ select translate(lower($1), 'áàâãéêíóôõúüç', 'aaaaeeiooouuc') $$;
create function pg_temp.first_of(i bigint) returns text language sql immutable
  as $$ select pg_temp.pick(${textArray(FIRST_NAMES)}, pg_temp.h($1, 1)) $$;
create function pg_temp.last_of(i bigint, salt int) returns text language sql immutable
  as $$ select pg_temp.pick(${textArray(LAST_NAMES)}, pg_temp.h($1, $2)) $$;
create function pg_temp.name_of(i bigint) returns text language sql immutable
  as $$ select pg_temp.first_of($1) || ' ' || pg_temp.last_of($1, 2)
    || case when pg_temp.u($1, 4) < 0.7 then ' ' || pg_temp.last_of($1, 3) else '' end $$;
create function pg_temp.username_of(i bigint) returns text language sql immutable
  as $$ select pg_temp.ascii(pg_temp.first_of($1)) || '-' || pg_temp.ascii(pg_temp.last_of($1, 2)) || '-' || $1::text $$;
create function pg_temp.email_of(i bigint) returns text language sql immutable
  as $$ select pg_temp.ascii(pg_temp.first_of($1)) || '.' || pg_temp.ascii(pg_temp.last_of($1, 2)) || $1::text
    || '@' || pg_temp.pick(${textArray(EMAIL_DOMAINS)}, pg_temp.h($1, 5)) $$;
create function pg_temp.state_index_of(i bigint) returns int language sql immutable
  as $$ select (array[${STATE_WEIGHTS.join(', ')}])[1 + pg_temp.h($1, 6) % ${STATE_WEIGHTS.length}] $$;
create function pg_temp.joined_of(i bigint) returns timestamptz language sql stable
  as $$ select now() - interval '1095 days' * pg_temp.u($1, 8) $$;
-- A valid CPF: nine digits and the two check digits of the Receita Federal's rule, in plain
-- arithmetic so the planner inlines it (a plpgsql loop per row would cost seconds).
create function pg_temp.cpf_of(base bigint) returns text language sql immutable
  as $$ select lpad($1::text, 9, '0') || (${FIRST_CHECK})::text
    || (((${cpfWeightedSum(11)} + 2 * (${FIRST_CHECK})) * 10) % 11 % 10)::text $$;
`;

/** Class groups 1–160: 20 per national state; 161–198 companies; 199 and 200 for the move bench. */
export const CLASS_GROUPS = `
insert into class_groups (id, name, curriculum_available, validity_type, validity_start, validity_end, duration_in_months, created_at, updated_at)
select pg_temp.seeded_id('c', k),
  case
    when k <= 160 then 'Turma ' || upper((${textArray(NATIONAL_STATES)})[1 + (k - 1) / ${CLASS_GROUPS_PER_STATE}])
      || ' ' || (2023 + ((k - 1) % ${CLASS_GROUPS_PER_STATE}) / 6) || '.' || (1 + (k - 1) % 2) || ' ' || chr(65 + ((k - 1) % 6))
    when k = ${MOVE_TARGET_CLASS_GROUP_NUMBER} then 'Turma Destino (bench)'
    when k = ${MOVE_SOURCE_CLASS_GROUP_NUMBER} then 'Turma Origem (bench)'
    else 'Turma Empresa ' || lpad((k - 160)::text, 2, '0')
  end,
  (${textArray(SUPER_BLOCKS)})[1 : 1 + k % 4],
  (case when k % 2 = 0 then 'dateRange' else 'durationInMonths' end)::validity_type,
  case when k % 2 = 0 then date '2023-02-01' + (k * 5) end,
  case when k % 2 = 0 then date '2023-02-01' + (k * 5) + 365 end,
  case when k % 2 = 1 then (array[6, 12, 18])[1 + k % 3] end,
  now() - interval '1095 days' * pg_temp.u(k, 40), now()
from generate_series(1, ${SEED_CLASS_GROUPS}) k`;

/**
 * 40 % national learners (i % 5 < 2) across the eight states, in the programme's states: waiting
 * (27 %: grade ≥ 7, no source, no class group), waiting to confirm (10 %: linked under 5 days ago,
 * invite open), confirmed (20 %: invite accepted), dropout (8 %: linked over 5 days ago, invite
 * open), reproved (5 %: the PI/PR 2025-1 cohorts, grade < 7) and in placement (30 %). The rest are
 * paying, modular, limited, trilha-1 and blocked learners; 20,000 of them in the move bench's class
 * group; 200 support and admin members; 0.5 % asked to delete their account. Written to the schema
 * before migration 0009 (the load runs first): `users.class_group_id` still exists, and migration
 * 0015 moves it to class_group_memberships.
 */
export const usersInsert = ({ from, to }: Range) => `
insert into users (id, type, username, email, name, email_verified, cpf, accepted_privacy_terms,
  send_quincy_email, access, source, user_group, registration_quiz, is_blocked_by_expiration,
  needs_placement_test, attempted_placement_test_counter, student_grade, national_data_complement,
  class_group_id, class_group_accepted_invite, linked_to_class_date, last_active_at,
  delete_requested_at, join_date, created_at, updated_at)
select pg_temp.seeded_id('u', i),
  (case when i % 10000 = 4 then 'support' when i % 10000 = 5004 then 'admin' else 'student' end)::user_type,
  pg_temp.username_of(i), pg_temp.email_of(i), pg_temp.name_of(i),
  pg_temp.u(i, 9) < 0.85,
  case when national then pg_temp.cpf_of(100000000 + i) end,
  true, pg_temp.u(i, 10) < 0.4,
  (case
    when stage = 'confirmed' then 'complete_nacional'
    when national then 'limited_nacional'
    when kind < 0.45 then 'limited'
    when kind < 0.70 then 'complete'
    when kind < 0.82 then 'modular'
    when kind < 0.90 then 'trilha-1'
    when kind < 0.95 then 'blocked'
    else 'limited'
  end)::access_level,
  case
    when stage = 'reproved' then 'nacional-' || uf || '-2025-1'
    when national then ''
    when kind >= 0.45 and kind < 0.70 and pg_temp.u(i, 18) < 0.7 then 'pagantes'
    when kind >= 0.70 and kind < 0.82 then 'pagantes-modular'
    else ''
  end,
  case
    when national then 'nacional-' || uf
    when pg_temp.u(i, 12) < 0.08 then 'turma-empresa-' || pg_temp.h(i, 19) % 10
    else ''
  end,
  case when national then (1 + pg_temp.h(i, 13) % 2)::smallint end,
  not national and pg_temp.u(i, 20) < 0.02,
  stage = 'placement' and pg_temp.u(i, 21) < 0.5,
  case when stage = 'placement' then pg_temp.h(i, 22) % 2 when national then 1 + pg_temp.h(i, 22) % 2 else 0 end,
  case
    when stage in ('waiting', 'to-confirm', 'confirmed', 'dropout') then round((7 + 3 * pg_temp.u(i, 23))::numeric, 2)
    when stage = 'reproved' then round((6.99 * pg_temp.u(i, 23))::numeric, 2)
    when stage = 'placement' and pg_temp.u(i, 21) >= 0.5 then round((6.99 * pg_temp.u(i, 23))::numeric, 2)
  end,
  stage = 'confirmed',
  case
    when stage in ('to-confirm', 'confirmed', 'dropout')
      then pg_temp.seeded_id('c', (state_index * ${CLASS_GROUPS_PER_STATE} + 1 + pg_temp.h(i, 14) % ${CLASS_GROUPS_PER_STATE}))
    when national then null
    when i % 100 in (7, 57) then pg_temp.seeded_id('c', ${MOVE_SOURCE_CLASS_GROUP_NUMBER})
    when pg_temp.u(i, 15) < 0.05 then pg_temp.seeded_id('c', (161 + pg_temp.h(i, 15) % 38))
  end,
  stage = 'confirmed',
  case
    when stage = 'to-confirm' then now() - interval '4.5 days' * pg_temp.u(i, 24)
    when stage = 'confirmed' then now() - interval '6 days' - interval '400 days' * pg_temp.u(i, 24)
    when stage = 'dropout' then now() - interval '6 days' - interval '200 days' * pg_temp.u(i, 24)
    when not national and (i % 100 in (7, 57) or pg_temp.u(i, 15) < 0.05) then joined + interval '1 day'
  end,
  joined + (now() - joined) * pg_temp.u(i, 16),
  case when pg_temp.u(i, 17) < 0.005 then now() - interval '30 days' * pg_temp.u(i, 25) end,
  joined, joined, joined
from (
  select i, national, kind, joined, state_index,
    case when stage = 'reproved' then (array['pr', 'pi'])[1 + i % 2] else (${textArray(NATIONAL_STATES)})[1 + state_index] end as uf,
    stage
  from (
    select i, national, kind, joined,
      case when stage = 'reproved' then i % 2 else pg_temp.state_index_of(i) end as state_index, stage
    from (
      select i, i % 5 < 2 as national, pg_temp.u(i, 11) as kind, pg_temp.joined_of(i) as joined,
        case
          when i % 5 >= 2 then 'none'
          when pg_temp.u(i, 7) < 0.27 then 'waiting'
          when pg_temp.u(i, 7) < 0.37 then 'to-confirm'
          when pg_temp.u(i, 7) < 0.57 then 'confirmed'
          when pg_temp.u(i, 7) < 0.65 then 'dropout'
          when pg_temp.u(i, 7) < 0.70 then 'reproved'
          else 'placement'
        end as stage
      from generate_series(${from}, ${to}) i
      offset 0
    ) numbered
    offset 0
  ) staged
  offset 0
) people`;

/** The account-linked quiz users reuse their person's name, e-mail and CPF; the rest are new people. */
export const quizUsersInsert = ({ from, to }: Range) => `
insert into quiz_users (id, ra, name, cpf, email, birth_date, sex, home_country, home_state, home_city,
  education_level, race, country, nationality, state, city, cep, phone, occupational_situation,
  registration_quiz, receive_emails, user_id, registration_completed_at, created_at, updated_at)
select pg_temp.seeded_id('q', j),
  to_char(answered, 'YYYY') || lpad(j::text, 6, '0'),
  pg_temp.name_of(person), pg_temp.cpf_of(100000000 + person), pg_temp.email_of(person),
  date '1970-01-01' + (pg_temp.h(j, 31) % 13000)::int,
  pg_temp.pick(array['feminino', 'masculino', 'prefiro-nao-informar'], pg_temp.h(j, 32)),
  'Brasil', upper(uf), 'Cidade ' || upper(uf) || ' ' || pg_temp.h(j, 33) % 40,
  pg_temp.pick(array['medio-completo', 'superior-incompleto', 'superior-completo', 'fundamental-completo'], pg_temp.h(j, 34)),
  pg_temp.pick(array['parda', 'branca', 'preta', 'amarela', 'indigena', 'prefiro-nao-informar'], pg_temp.h(j, 35)),
  'Brasil', 'brasileira', upper(uf), 'Cidade ' || upper(uf) || ' ' || pg_temp.h(j, 33) % 40,
  lpad((pg_temp.h(j, 36) % 100000000)::text, 8, '0'),
  '+55' || (11 + pg_temp.h(j, 37) % 88) || '9' || lpad((pg_temp.h(j, 38) % 100000000)::text, 8, '0'),
  pg_temp.pick(array['desempregado', 'estudante', 'empregado', 'autonomo'], pg_temp.h(j, 39)),
  (1 + pg_temp.h(person, 13) % 2)::smallint,
  pg_temp.u(j, 40) < 0.9,
  case when linked then pg_temp.seeded_id('u', person) end,
  case when linked or pg_temp.u(j, 41) < 0.6 then answered + interval '20 minutes' end,
  answered, answered
from (
  select j, person, linked,
    (${textArray(NATIONAL_STATES)})[1 + pg_temp.state_index_of(person)] as uf,
    case
      when linked then pg_temp.joined_of(person) - interval '1 hour' * (1 + 48 * pg_temp.u(j, 30))
      else pg_temp.joined_of(person)
    end as answered
  from (
    select j, j <= ${SEED_LINKED_QUIZ_USERS} as linked,
      -- the j-th national learner (i % 5 in (0, 1)), or a person without an account
      case when j <= ${SEED_LINKED_QUIZ_USERS} then 5 * ((j - 1) / 2) + (j - 1) % 2 + 5 else 2000000 + j end as person
    from generate_series(${from}, ${to}) j
  ) numbered
  offset 0
) answers`;

export const ACCOUNT_DELETIONS = `
insert into account_deletions (former_user_id, name, email, username, reason, requested_at, deleted_at)
select pg_temp.seeded_id('d', k), pg_temp.name_of(3000000 + k), pg_temp.email_of(3000000 + k),
  pg_temp.username_of(3000000 + k),
  (case when requested then 'requested' else 'staff' end)::account_deletion_reason,
  case when requested then deleted - interval '14 days' end, deleted
from (
  select k, pg_temp.u(k, 50) < 0.8 as requested, now() - interval '1095 days' * pg_temp.u(k, 51) as deleted
  from generate_series(1, ${SEED_ACCOUNT_DELETIONS}) k
) deletions`;

/** Changes by the 200 seeded support and admin members, over the last year. */
export const AUDIT_LOG = `
insert into audit_log (actor_id, actor_email, actor_name, action, target_type, target_id, target_label, before, after, created_at)
select pg_temp.seeded_id('u', actor), pg_temp.email_of(actor), pg_temp.name_of(actor), action,
  case when action like 'user.%' then 'user' else 'class-group' end,
  case when action like 'user.%' then pg_temp.seeded_id('u', target)::text else pg_temp.seeded_id('c', (1 + target % 198))::text end,
  case when action like 'user.%' then pg_temp.email_of(target) else 'Turma ' || (1 + target % 198) end,
  jsonb_build_object('access', 'limited'), jsonb_build_object('access', 'complete'),
  now() - interval '365 days' * pg_temp.u(k, 60)
from (
  select k, 4 + 5000 * (k % 200) as actor, 1 + pg_temp.h(k, 61) % ${SEED_USERS} as target,
    pg_temp.pick(array['user.edit', 'user.edit', 'user.edit', 'user.unlock', 'class-group.edit',
      'class-group.create', 'class-group.move-users'], pg_temp.h(k, 62)) as action
  from generate_series(1, ${SEED_AUDIT_ENTRIES}) k
) changes`;

export const SUMMARY = `
select
  (select count(*) from users) as users,
  (select count(*) from users where user_group like 'nacional-%') as national,
  (select count(*) from users where user_group like 'nacional-%' and source = '' and not has_class_group
     and student_grade >= 7 and not needs_placement_test) as waiting,
  (select count(*) from users where user_group like 'nacional-%' and has_class_group
     and not class_group_accepted_invite and linked_to_class_date > now() - interval '5 days') as waiting_to_confirm,
  (select count(*) from users where user_group like 'nacional-%' and class_group_accepted_invite) as confirmed,
  (select count(*) from users where user_group like 'nacional-%' and has_class_group
     and not class_group_accepted_invite and linked_to_class_date <= now() - interval '5 days') as dropout,
  (select count(*) from users where source like 'nacional-%-2025-1') as reproved,
  (select count(*) from users where delete_requested_at is not null) as delete_requested,
  (select count(*) from class_group_memberships
     where class_group_id = pg_temp.seeded_id('c', ${MOVE_SOURCE_CLASS_GROUP_NUMBER})) as move_source,
  (select count(*) from quiz_users) as quiz_users,
  (select count(*) from quiz_users where user_id is not null) as linked_quiz_users,
  (select count(*) from class_groups) as class_groups,
  (select count(*) from account_deletions) as account_deletions,
  (select count(*) from audit_log) as audit_entries`;
