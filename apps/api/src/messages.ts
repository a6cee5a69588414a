// Every Portuguese message the API sends, in one place (blueprint convention 9). Messages of the
// spec's error catalogue come from @escola/domain/messages, word for word.
import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';

export const MESSAGES = {
  notFound: 'Página não encontrada.',
  routeNotFound: 'Recurso não encontrado.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  emptyJsonBody: 'O corpo da requisição está vazio.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  invalidField: (field: string) => `Campo inválido: ${field}.`,
  invalidRequest: 'Requisição inválida.',
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
} as const;
