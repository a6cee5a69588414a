// The numbers and strings of docs/product/, as the spec states them: a change to constants.ts that
// departs from the spec fails here.
import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('constantes da seção 9', () => {
  it.each([
    ['9 resposta correta: 10 pontos', constants.CORRECT_ANSWER_POINTS, 10],
    ['9 pontos: 50 +', constants.BASE_POINTS, 50],
    ['9 pontos: + 10 por desafio concluído', constants.POINTS_PER_COMPLETED_CHALLENGE, 10],
    ['9 id de flash: 21 caracteres', constants.FLASH_ID_LENGTH, 21],
    ['9 flash fecha sozinho em 10 s', constants.FLASH_AUTO_DISMISS_MS, 10_000],
    ['9 aviso de offline em 5 s', constants.OFFLINE_WARNING_DELAY_MS, 5_000],
    ['9 mensagem do carregador em 5 s', constants.LOADER_MESSAGE_DELAY_MS, 5_000],
    ['9 aviso de rota atrasada em 1000 ms', constants.DELAYED_ROUTE_NOTICE_MS, 1_000],
    ['9 envio tentado 3 vezes', constants.SUBMIT_RETRIES, 3],
    ['9 código salvo até 102400 bytes', constants.MAX_SAVED_CODE_BYTES, 102_400],
    [
      '5 projeto multifile: limite combinado (escolhido: o mesmo)',
      constants.MULTIFILE_CERT_PROJECT_MAX_BYTES,
      102_400,
    ],
    ['9 salvamentos com 5000 ms de intervalo', constants.CODE_SAVE_INTERVAL_MS, 5_000],
    ['9 tempo limite de teste 5000 ms', constants.TEST_TIMEOUT_MS, 5_000],
    ['9 tempo limite da prévia 2500 ms', constants.PREVIEW_TIMEOUT_MS, 2_500],
    ['9 espera da prévia 700 ms', constants.PREVIEW_DEBOUNCE_MS, 700],
    ['9 proteção de laço na prévia 100 ms', constants.PREVIEW_LOOP_PROTECTION_MS, 100],
    ['9 proteção de laço nos testes 1500 ms', constants.TEST_LOOP_PROTECTION_MS, 1_500],
    [
      '9 limite da proteção de laço nos testes 2000 ms',
      constants.TEST_LOOP_PROTECTION_LIMIT_MS,
      2_000,
    ],
    ['9 compilação SCSS 5000 ms', constants.SCSS_COMPILE_TIMEOUT_MS, 5_000],
    ['9 tempo limite do worker 1000 ms', constants.WORKER_TIMEOUT_MS, 1_000],
    ['9 no máximo 2 workers', constants.MAX_WORKERS, 2],
    [
      '9 verificação do nome de usuário após 2000 ms',
      constants.USERNAME_VALIDATION_DEBOUNCE_MS,
      2_000,
    ],
    ['9 redirecionamento após cadastro em 2 s', constants.SIGN_UP_REDIRECT_DELAY_MS, 2_000],
    [
      '9 saída após troca de e-mail/senha em 3 s',
      constants.SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS,
      3_000,
    ],
    [
      '9 sincronização do produto vinculado 1 s depois',
      constants.LINKED_PRODUCT_SYNC_DELAY_MS,
      1_000,
    ],
    ['9 novas tentativas começam em 100 ms', constants.FAILED_UPDATE_RETRY_START_MS, 100],
    ['8 busca de página tentada até 3 vezes', constants.PAGE_FETCH_RETRIES, 3],
    ['9 desistência: mais de 5 dias', constants.DROPOUT_THRESHOLD_DAYS, 5],
    ['9 teste de nivelamento: menos de 2 tentativas', constants.PLACEMENT_TEST_MAX_ATTEMPTS, 2],
    ['9 teste de nivelamento: nota 7', constants.PLACEMENT_TEST_PASSING_GRADE, 7],
    ['9 limite de índice para limitado/modular: 10', constants.LIMITED_INDEX_LIMIT, 10],
    ['9 fonte modular', constants.MODULAR_SOURCE_TAG, 'pagantes-modular'],
    ['9 chave dos envios que falharam', constants.FAILED_UPDATES_STORAGE_KEY, 'fcc-failed-updates'],
    ['9 sufixo da chave {product}:utm', constants.UTM_STORAGE_KEY_SUFFIX, ':utm'],
    ['9 volume padrão 50 %', constants.DEFAULT_SOUND_VOLUME_PERCENT, 50],
    ['9 50 registros por relatório', constants.REPORT_BATCH_SIZE, 50],
    ['9 no máximo 50 e-mails por lote', constants.EMAIL_BATCH_SIZE, 50],
    ['9 5000 ms entre envios', constants.EMAIL_BATCH_INTERVAL_MS, 5_000],
    ['9 cache da configuração de recursos 60 s', constants.FEATURE_CONFIG_CACHE_MS, 60_000],
    ['9 mensagem de sucesso padrão', constants.DEFAULT_SUCCESS_MESSAGE, 'Happy Coding!'],
    ['9 largura móvel 768', constants.MOBILE_WIDTH, 768],
    ['9 exportação: extensão .xlsx', constants.EXPORT_FILE_EXTENSION, '.xlsx'],
    ['9 exportação sem grupo: geral', constants.EXPORT_FILE_ALL_GROUPS, 'geral'],
  ])('%s', (_spec, value, expected) => {
    expect(value).toBe(expected);
  });

  it.each([
    [
      '9 espaçadores 5, 10, 20, 40 px',
      constants.SPACERS,
      { small: 5, medium: 10, large: 20, exLarge: 40 },
    ],
    [
      '9 oito estados do programa nacional',
      constants.NATIONAL_STATES,
      ['PR', 'PI', 'RR', 'CE', 'AM', 'RS', 'BA', 'RN'],
    ],
    [
      '9 filtro padrão: página 1, tamanho 5, startAt decrescente',
      constants.DEFAULT_LIST_FILTER,
      { pageNumber: 1, pageSize: 5, sort: 'startAt', order: 'desc' },
    ],
    [
      '9 e-mails manuais: sendDate decrescente, tamanho 5',
      constants.MANUAL_EMAILS_LIST_FILTER,
      { pageNumber: 1, pageSize: 5, sort: 'sendDate', order: 'desc' },
    ],
    [
      '6 lista de usuários da equipe: 50, nome crescente',
      constants.STAFF_USER_LIST_FILTER,
      { search: '', pageNumber: 1, pageSize: 50, sort: 'name', order: 'asc' },
    ],
    [
      '9 prefixos dos arquivos exportados',
      constants.EXPORT_FILE_PREFIXES,
      {
        'waiting-list': 'aguardando-vaga',
        'confirmed-list': 'confirmados',
        'waiting-to-confirm-list': 'aguardando-confirmacao',
        'reproved-and-dropout-list': 'desistentes-reprovados',
      },
    ],
  ])('%s', (_spec, value, expected) => {
    expect(value).toEqual(expected);
  });
});
