// Every Portuguese message the API sends, in one place (docs/architecture.md, convention 9).
// Messages of the spec's error catalogue come from @escola/domain/messages, word for word.
import {
  BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE,
  BLOCKED_BY_INACTIVITY_MESSAGE,
  CORRECT_ANSWER_MESSAGE,
  HAS_PASSWORD_ERROR_MESSAGE,
  INVALID_CPF_MESSAGE,
  PLACEMENT_TEST_CORRECTION_SUCCESS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  WRONG_ANSWER_MESSAGE,
} from '@escola/domain/messages';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { UPLOAD_IMAGE_TOO_LARGE_MESSAGE } from '@escola/contracts/post-upload-image';

/** "em 30 dias", "em 1 dia", or "nas próximas horas" when no whole day is left. */
const inDays = (days: number): string => {
  if (days <= 0) return 'nas próximas horas';
  return days === 1 ? 'em 1 dia' : `em ${days} dias`;
};

/** "a", "a e b", "a, b e c". */
const formatList = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;

export const MESSAGES = {
  notFound: 'Página não encontrada.',
  routeNotFound: 'Recurso não encontrado.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  jsonTooDeep: 'O corpo da requisição tem níveis demais de listas e objetos aninhados.',
  emptyJsonBody: 'O corpo da requisição está vazio.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  invalidField: (field: string) => `Campo inválido: ${field}.`,
  unsafeCharacters: (field: string) =>
    `Campo inválido: ${field}. O texto contém um caractere que não pode ser guardado (o caractere nulo U+0000 ou um caractere Unicode incompleto). Remova-o e tente novamente.`,
  invalidRequest: 'Requisição inválida.',
  badUrl: 'O endereço da requisição é inválido.',
  urlTooLong: 'O endereço da requisição é longo demais.',
  unexpected: UNEXPECTED_ERROR_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
  csrfInvalid: 'Sessão expirada ou requisição inválida. Recarregue a página e tente novamente.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  tooManySignInAttempts: 'Muitas tentativas de entrar. Aguarde alguns minutos e tente novamente.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  signInSuccess: 'Bem-vindo(a) de volta!',
  signInRequired: 'Você precisa entrar para continuar.',
  forbidden: 'Você não tem permissão para fazer isso.',
  signUpSuccess: 'Conta criada! Enviamos um link para confirmar o seu e-mail.',
  signUpEmailTaken: 'Já existe uma conta com este e-mail. Entre ou recupere sua senha.',
  tooManySignUps: 'Muitos cadastros a partir desta rede. Aguarde um pouco e tente novamente.',
  emailVerified: 'E-mail confirmado. Obrigado!',
  verificationLinkInvalid: 'Este link de confirmação é inválido, expirou ou já foi usado.',
  forgotPasswordSent:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.',
  tooManyRecoveryRequests:
    'Muitos pedidos de recuperação de senha. Aguarde um pouco e tente novamente.',
  passwordRecovered: 'Senha alterada. Entre com a nova senha.',
  passwordChanged: 'Senha alterada. As outras sessões da sua conta foram encerradas.',
  currentPasswordIncorrect: 'A senha atual está incorreta. Tente novamente.',
  accountHasNoPassword: 'Sua conta ainda não tem senha: ela entra com o Google.',
  recoveryLinkInvalid:
    'Este link de recuperação é inválido, expirou ou já foi usado. Peça um novo.',
  // E-mail change, password check/creation, inactivity block and unlock (issue 4, decision 012).
  blockedByInactivity: BLOCKED_BY_INACTIVITY_MESSAGE,
  blockedByInactivityAtSignIn: BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE,
  accountUnlocked: 'Conta desbloqueada. Bem-vindo(a) de volta!',
  learnerUnlocked: 'Conta desbloqueada. A pessoa já pode entrar.',
  accountNotBlocked: 'Esta conta não está bloqueada. Entre com seu e-mail e senha.',
  learnerNotBlocked: 'Esta conta não está bloqueada.',
  learnerNotFound: 'Nenhuma conta encontrada com este e-mail.',
  unlockWithGoogle:
    'Sem senha, o desbloqueio é feito com o Google: use o botão "Entrar com Google".',
  unlockWithoutGoogle:
    'Sem senha, o desbloqueio é feito com o Google, que não está disponível agora. Informe a senha ou fale com a equipe de suporte.',
  unlockInvalidCredentials:
    'E-mail ou senha incorretos. Se a sua conta entra com o Google, deixe a senha em branco.',
  invalidCpf: INVALID_CPF_MESSAGE,
  hasPasswordFailed: HAS_PASSWORD_ERROR_MESSAGE,
  passwordConfirmed: 'Senha confirmada.',
  passwordCreated: 'Senha criada. As outras sessões da sua conta foram encerradas.',
  accountAlreadyHasPassword: 'Sua conta já tem senha. Para mudá-la, use "Trocar senha".',
  emailUnchanged: 'Este já é o seu e-mail.',
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  emailChanged: 'E-mail alterado. Enviamos um link de confirmação para o novo endereço.',
  emailChangeNeedsPassword: 'Crie uma senha antes de trocar o e-mail.',
  emailChangeNeedsPasswordCheck: 'Confirme sua senha antes de trocar o e-mail.',
  verificationEmailResent: 'Enviamos um novo link de confirmação para o seu e-mail.',
  emailAlreadyVerified: 'Seu e-mail já está confirmado.',
  tooManyVerificationEmails:
    'Você já pediu vários e-mails de confirmação. Aguarde uma hora e tente novamente.',
  // User token and user reports (issue 4, decision 014).
  userTokenDeleted: 'Seu token de usuário foi excluído.',
  userTokenDeleteError: 'Não encontramos um token de usuário para excluir.',
  reportSent:
    'Sua denúncia foi enviada à equipe. Obrigado por ajudar a manter a comunidade segura.',
  cannotReportYourself: 'Você não pode denunciar o seu próprio perfil.',
  tooManyReports: 'Você enviou muitas denúncias. Aguarde um pouco e tente novamente.',
  // Google sign-in (decision 013): its messages travel in redirects as keys of URL_FLASHES
  // (@escola/contracts/url-flash), whose texts the web app shows; none is needed here.
  // Account deletion, data export and the sessions list (issue 4, decision 011).
  accountDeletionRequested: (days: number) =>
    `Pedido de exclusão registrado. Sua conta será excluída ${inDays(days)}.`,
  accountDeletionPending: (days: number) =>
    `Sua conta será excluída ${inDays(days)}. Você pode cancelar a exclusão até lá.`,
  accountDeletionNotRequested: 'Não há pedido de exclusão para esta conta.',
  accountDeletionForbiddenForStaff:
    'Contas da equipe não podem pedir a própria exclusão. Peça a um administrador para tornar a sua conta uma conta de estudante antes.',
  accountDeletionReverted: 'Exclusão cancelada. Sua conta continua ativa.',
  accountDeletionNothingToRevert: 'Não há pedido de exclusão para cancelar.',
  sessionEnded: 'Sessão encerrada.',
  sessionNotFound: 'Sessão não encontrada. Ela pode já ter sido encerrada.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'Não havia outras sessões abertas.'
      : count === 1
        ? '1 outra sessão foi encerrada.'
        : `${count} outras sessões foram encerradas.`,
  // The curriculum build the API checks submissions against (issue 5, decision 015).
  curriculumUnavailable:
    'O conteúdo do curso está indisponível no momento. Tente novamente em alguns minutos.',
  challengeNotFound: 'Desafio não encontrado. Atualize a página e tente novamente.',
  // Question answers (POST /register-user-answer, issue 5, decision 017).
  correctAnswer: CORRECT_ANSWER_MESSAGE,
  wrongAnswer: WRONG_ANSWER_MESSAGE,
  challengeHasNoQuestions: 'Este desafio não tem perguntas para responder.',
  // Saving and completion (issue 6, decision 023). Flash keys of docs/product/workspace.md in
  // brackets.
  /** [code-saved] */
  codeSaved: 'Seu código foi salvo.',
  /** [challenge-save-too-big] */
  challengeSaveTooBig: (userSize: number, maxSize: number) =>
    `Seu código tem ${userSize} bytes e não pode ser salvo: o máximo é ${maxSize} bytes.`,
  /** [challenge-submit-too-big] */
  challengeSubmitTooBig: (userSize: number, maxSize: number) =>
    `Seu código tem ${userSize} bytes e não pode ser enviado: o máximo é ${maxSize} bytes.`,
  /** [code-save-less] */
  codeSaveLess: (seconds: number) =>
    `Você salvou há pouco. Aguarde ${seconds} segundo${seconds === 1 ? '' : 's'} para salvar de novo.`,
  challengeTypeMismatch: 'O tipo do desafio não confere. Atualize a página e tente novamente.',
  wrongCompletionRoute: (path: string) => `Este desafio é enviado por ${path}.`,
  // The server re-check of JavaScript projects (issue 16, "Trust"): the completion is not recorded.
  projectRecheckTestFailed: (testText: string) =>
    `O servidor conferiu o seu projeto e este teste não passou: “${testText.replace(/[\s.:;]+$/, '')}”. Rode os testes no editor, corrija o código e envie de novo.`,
  projectRecheckSyntaxError: (line: number | null) =>
    `O servidor conferiu o seu projeto e não conseguiu ler o código: há um erro de sintaxe${line === null ? '' : ` na linha ${line}`}. Corrija-o no editor e envie de novo.`,
  projectRecheckCodeError: (errorName: string, line: number | null) =>
    `O servidor conferiu o seu projeto e o código parou com um erro (${errorName})${line === null ? '' : ` na linha ${line}`} antes dos testes. Corrija-o no editor e envie de novo.`,
  projectRecheckTimeout: (seconds: number) =>
    `O servidor conferiu o seu projeto e os testes não terminaram em ${seconds} segundos: verifique se algum laço nunca termina e envie de novo.`,
  projectRecheckOutOfMemory: (megabytes: number) =>
    `O servidor conferiu o seu projeto e o código usou memória demais (mais de ${megabytes} MB): verifique se algum laço cria dados sem parar e envie de novo.`,
  projectRecheckInProgress:
    'O servidor ainda está conferindo o projeto que você enviou. Espere a resposta antes de enviar de novo.',
  projectRecheckBusy:
    'O servidor está conferindo muitos projetos agora. Espere alguns segundos e envie de novo.',
  projectRecheckUnavailable:
    'Não foi possível conferir o seu projeto agora. Espere alguns segundos e envie de novo.',
  // The placement test (issue 16): GET /placement-test/questions, POST /placement-test/correction.
  placementTestSent: PLACEMENT_TEST_CORRECTION_SUCCESS_MESSAGE,
  placementTestNotNeeded: 'Você não precisa fazer o teste de nivelamento. Bons estudos!',
  placementTestAlreadyPassed: 'Você já passou no teste de nivelamento. Siga para a trilha!',
  placementTestAttemptsOver: (maxAttempts: number) =>
    `Você já usou as ${maxAttempts} tentativas do teste de nivelamento.`,
  placementTestUnavailable:
    'O teste de nivelamento está indisponível no momento. Tente novamente mais tarde.',
  placementTestMissingAnswers: (count: number) =>
    count === 1
      ? 'Falta responder 1 pergunta: responda todas antes de enviar o teste.'
      : `Faltam responder ${count} perguntas: responda todas antes de enviar o teste.`,
  placementTestUnknownQuestion:
    'O teste mudou desde que você o abriu. Recarregue a página e responda de novo.',
  placementTestUnknownOption:
    'Uma das respostas não é uma alternativa da pergunta. Recarregue a página e responda de novo.',
  placementTestAttemptAlreadySent:
    'Esta tentativa do teste de nivelamento já foi enviada. Recarregue a página para ver o resultado.',
  // Certificates (issue 16, decision 036). Flash keys of docs/product/certificates.md in brackets.
  /** [certificate-missing] Unknown slug, or a certification that cannot be claimed yet. */
  certificateMissing:
    'Certificado não encontrado: este certificado não existe ou ainda não está disponível.',
  /** [honest-first] */
  honestFirst:
    'Antes de pedir um certificado, aceite a política de honestidade acadêmica em Configurações (/settings).',
  /** [name-needed] */
  nameNeeded:
    'Antes de pedir um certificado, informe seu nome completo em Configurações (/settings): é ele que aparece no certificado.',
  /** [incomplete-steps] */
  incompleteSteps: (certificationTitle: string, missingProjects: readonly string[]) =>
    `Para receber o certificado de ${certificationTitle}, conclua antes ${
      missingProjects.length === 1 ? 'o projeto' : 'os projetos'
    }: ${formatList(missingProjects)}.`,
  /** [already-claimed] */
  alreadyClaimed: (title: string) => `Você já tem o certificado de ${title}.`,
  /** [cert-claim-success] */
  certClaimSuccess: (title: string) =>
    `Parabéns! Seu certificado de ${title} foi emitido. Você pode compartilhá-lo e baixá-lo em PDF.`,
  /** [profile-private] */
  profilePrivate: (username: string) =>
    `O perfil de ${username} é privado: os certificados só aparecem quando o perfil é público.`,
  /** [certs-private] */
  certsPrivate: (username: string) => `${username} escolheu não mostrar os certificados no perfil.`,
  /** [not-honest] */
  notHonest: (username: string) =>
    `${username} ainda não aceitou a política de honestidade acadêmica: o certificado não pode ser exibido.`,
  /** [user-not-certified] */
  userNotCertified: (username: string) => `${username} não tem este certificado.`,
  // The national trail (PUT /nacional/user-certificate).
  notNationalTrailStage: 'Este desafio não é uma etapa da sua trilha nacional.',
  nationalStageNotCompleted:
    'Conclua o desafio desta etapa antes de registrar o certificado da trilha nacional.',
  nationalStageRecorded: (title: string) => `Etapa registrada na sua trilha nacional: ${title}.`,
  nationalStageAlreadyRecorded: (title: string) =>
    `Esta etapa já está registrada na sua trilha nacional: ${title}.`,
  // The CEP look-ups of the national form (GET /cep/{cep}, GET /cep/city/{state}; issue 17).
  invalidCep: 'CEP inválido. Informe os 8 dígitos, por exemplo 01310-100.',
  cepNotFound: 'CEP não encontrado.',
  invalidState: 'Estado inválido. Informe a sigla da UF com 2 letras, por exemplo SP.',
  stateNotFound: 'Estado não encontrado. Use a sigla de uma das 27 UFs, por exemplo SP.',
  tooManyCepLookups: 'Muitas consultas de CEP. Aguarde um pouco e tente novamente.',
  // The admin area's lists (issue 18).
  invalidListCursor: 'Página inválida. Volte à primeira página da lista e tente de novo.',
  listPageTooDeep:
    'Esta página está longe demais para abrir direto. Avance pelos botões de página ou refine a busca.',
  // Admin users: the user list, the edit-user drawer and the e-mail drawer (issue 18).
  usersClassGroupNotFound: 'Turma não encontrada. Ela pode ter sido excluída: escolha outra.',
  editUserNotFound: 'Usuário não encontrado. Ele pode ter sido excluído: atualize a lista.',
  editUserTypeSuperOnly: 'Só o Super Administrador pode mudar o tipo de um usuário.',
  editUserStaffSuperOnly:
    'Só o Super Administrador pode editar um Administrador ou outro Super Administrador.',
  editUserOwnTypeOrAccess: 'Você não pode mudar o seu próprio tipo nem o seu próprio acesso.',
  // Class groups (issue 18: /class-groups/…).
  classGroupNotFound: 'Turma não encontrada. Ela pode ter sido excluída: recarregue a lista.',
  classGroupNameTaken: (name: string) =>
    `Já existe uma turma chamada "${name}". Escolha outro nome.`,
  classGroupCreated: (name: string) => `Turma "${name}" cadastrada.`,
  classGroupEdited: (name: string) => `Turma "${name}" atualizada.`,
  classGroupDeleted: (name: string, learners: number) =>
    learners === 0
      ? `Turma "${name}" excluída.`
      : `Turma "${name}" excluída. ${learners === 1 ? '1 estudante voltou' : `${learners} estudantes voltaram`} para a lista de espera.`,
  moveUsersSameClassGroup: 'Escolha uma turma de destino diferente da turma de origem.',
  moveUsersNotInSource: (count: number) =>
    count === 1
      ? '1 dos usuários escolhidos não está na turma de origem. Recarregue a lista e tente de novo.'
      : `${count} dos usuários escolhidos não estão na turma de origem. Recarregue a lista e tente de novo.`,
  usersMoved: (count: number, name: string) =>
    count === 1
      ? `1 usuário movido para a turma "${name}".`
      : `${count} usuários movidos para a turma "${name}".`,
  // In-app messages (issue 19: /api/messages/…).
  messageNotFound: 'Mensagem não encontrada. Ela pode ter sido excluída: recarregue a lista.',
  messageClassGroupNotFound:
    'Turma não encontrada. Ela pode ter sido excluída: escolha outra turma para a mensagem.',
  messageCreated: (title: string) => `Mensagem "${title}" criada.`,
  messageUpdated: (title: string) => `Mensagem "${title}" atualizada.`,
  messageDeleted: (title: string) => `Mensagem "${title}" excluída.`,
  messagesOfAnotherUser: 'Você só pode ver as suas próprias mensagens.',
  // Products and the sales system (issue 19: /api/products, /api/product/…).
  productNotFound: 'Produto não encontrado. Ele pode não existir mais: sincronize a lista.',
  productInactive:
    'Este produto não está à venda no sistema de vendas. Sincronize os produtos e escolha um produto ativo.',
  productLinked: (title: string) => `Produto "${title}" vinculado.`,
  productAlreadyLinked: (title: string) => `O produto "${title}" já é o produto vinculado.`,
  productsSynced: (count: number) =>
    count === 1 ? '1 produto sincronizado.' : `${count} produtos sincronizados.`,
  // The feature configuration (issue 19: /api/features).
  featureConfigSaved: 'Configuração salva.',
  featureConfigUnchanged: 'Nada mudou: a configuração já tinha esses valores.',
  // Images of the messages (issue 19: /upload-image, /upload-public-image, /get-image-link/…).
  imageMissing: 'Escolha uma imagem para enviar (campo "image").',
  imageTooLarge: UPLOAD_IMAGE_TOO_LARGE_MESSAGE,
  imageEmpty: 'O arquivo enviado está vazio. Escolha uma imagem.',
  imageUnsupportedType:
    'Formato de imagem não aceito. Envie uma imagem JPEG, PNG, WebP ou GIF (SVG não é aceito).',
  imageUnreadable: 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.',
  imageTooManyParts: 'Envie uma só imagem, no campo "image".',
  imageNotFound: 'Imagem não encontrada.',
  imageLinkInvalid: 'Este link de imagem é inválido ou expirou. Recarregue a página.',
  imageStorageUnavailable:
    'O armazenamento de imagens está indisponível no momento. Tente novamente em alguns minutos.',
  // Manual e-mails and unsubscribing (issue 20: /api/manualEmails/…, /unsubscribed/…).
  manualEmailNotFound: 'E-mail não encontrado. Recarregue a lista.',
  manualEmailSendDateInPast: MANUAL_EMAIL_FIELD_MESSAGES.sendDateInPast,
  manualEmailClassGroupNotFound:
    'Turma não encontrada. Ela pode ter sido excluída: escolha outra turma para o e-mail.',
  manualEmailNotEditable: (statusLabel: string) =>
    `Este e-mail não pode mais ser editado (situação: ${statusLabel}).`,
  manualEmailNotCancellable: (statusLabel: string) =>
    `Este e-mail não pode ser cancelado (situação: ${statusLabel}).`,
  manualEmailScheduled: (subject: string, count: number) =>
    `E-mail "${subject}" programado. Hoje ele chegaria a ${count === 1 ? '1 destinatário' : `${count.toLocaleString('pt-BR')} destinatários`}.`,
  manualEmailUpdated: (subject: string) => `E-mail "${subject}" atualizado.`,
  manualEmailCancelled: (subject: string) => `E-mail "${subject}" cancelado.`,
  // Recurring e-mails (issue 20: /api/recurringEmails/…).
  recurringEmailNotFound: 'E-mail recorrente não encontrado. Recarregue a lista.',
  recurringEmailRecipientNotFound: 'Nenhuma conta usa este e-mail. Confira o endereço digitado.',
  recurringEmailAlreadyInState: (isActive: boolean) =>
    `Este e-mail recorrente já está ${isActive ? 'ativo' : 'desativado'}. Recarregue a lista.`,
  recurringEmailCreated: (subject: string, schedule: string) =>
    `E-mail recorrente "${subject}" criado: ${schedule.charAt(0).toLowerCase()}${schedule.slice(1)}.`,
  recurringEmailUpdated: (subject: string) => `E-mail recorrente "${subject}" atualizado.`,
  recurringEmailActivated: (subject: string) =>
    `E-mail recorrente "${subject}" ativado: ele volta a ser enviado.`,
  recurringEmailDeactivated: (subject: string) =>
    `E-mail recorrente "${subject}" desativado: ele não será mais enviado.`,
  // Automatic e-mails (issue 20: /api/automaticEmails/…).
  automaticEmailNotFound: 'E-mail automático não encontrado. Recarregue a lista.',
  automaticEmailUpdated: (name: string) => `E-mail automático "${name}" atualizado.`,
  automaticEmailActivated: (name: string) =>
    `E-mail automático "${name}" ativado: a plataforma volta a enviá-lo.`,
  automaticEmailDeactivated: (name: string) =>
    `E-mail automático "${name}" desativado: a plataforma deixa de enviá-lo.`,
  testEmailSent: (email: string) => `E-mail de teste enviado para ${email}.`,
  testEmailNotSent:
    'Não foi possível enviar o e-mail de teste agora. Tente novamente em alguns minutos.',
  unsubscribeLinkInvalid:
    'Este link de descadastro é inválido. Use o link do e-mail mais recente ou mude a opção em Configurações.',
  unsubscribed: 'Você não receberá mais nossos e-mails.',
} as const;
