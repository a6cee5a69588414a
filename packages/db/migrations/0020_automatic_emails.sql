CREATE TABLE "automatic_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "automatic_emails_subject_length_check" CHECK (char_length("automatic_emails"."subject") between 1 and 200),
	CONSTRAINT "automatic_emails_body_length_check" CHECK (char_length("automatic_emails"."body") between 1 and 50000)
);
--> statement-breakpoint
ALTER TABLE "automatic_emails" ADD CONSTRAINT "automatic_emails_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The platform's texts of today, as Markdown (issue 20, decision 046).
INSERT INTO "automatic_emails" ("id", "subject", "body") VALUES
('verification', 'Confirme seu e-mail', 'Olá, {{nome}}!

Sua conta foi criada. Para confirmar seu e-mail, abra o link abaixo:

[Confirmar e-mail]({{link}})

{{link}}

O link vale por 24 horas e só pode ser usado uma vez. Se você não criou esta conta, ignore esta mensagem.'),
('verification-email-change', 'Confirme seu e-mail', 'Olá, {{nome}}!

Este passou a ser o e-mail da sua conta na Escola de Código. Para confirmá-lo, abra o link abaixo:

[Confirmar e-mail]({{link}})

{{link}}

O link vale por 24 horas e só pode ser usado uma vez. Se você não criou esta conta, ignore esta mensagem.'),
('verification-resend', 'Confirme seu e-mail', 'Olá, {{nome}}!

Você pediu um novo link. Para confirmar seu e-mail, abra o link abaixo:

[Confirmar e-mail]({{link}})

{{link}}

O link vale por 24 horas e só pode ser usado uma vez. Se você não criou esta conta, ignore esta mensagem.'),
('password-recovery', 'Recuperação de senha', 'Olá, {{nome}}!

Recebemos um pedido para criar uma nova senha. Para continuar, abra o link abaixo:

[Criar nova senha]({{link}})

{{link}}

O link vale por 1 hora e só pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.'),
('email-changed-notice', 'Seu e-mail foi alterado', 'Olá, {{nome}}!

O e-mail da sua conta na Escola de Código foi alterado para {{novo_email}}. A partir de agora, entre com o novo endereço.

Se não foi você, sua conta pode estar em risco: fale imediatamente com a equipe de suporte da Escola de Código, que pode devolver o acesso a você.'),
('mundo-tech-welcome', 'Boas-vindas à Escola de Código!', 'Olá, {{nome}}!

Você concluiu o Mundo Tech, o primeiro passo da sua jornada na programação. Parabéns!

Daqui em diante, cada desafio tem instruções, um editor no navegador e testes que dizem na hora se o seu código está certo. Cada desafio concluído vale pontos.

Siga a trilha na ordem, no seu ritmo: quando travar, releia a explicação, rode os testes de novo e peça ajuda à equipe de suporte se precisar.

[Continuar estudando]({{link}})'),
('account-deletion-requested', 'Pedido de exclusão da sua conta', 'Olá, {{nome}}!

Recebemos o pedido de exclusão da sua conta na Escola de Código. Ela será excluída em {{dias}} dias, em {{data_exclusao}}, com o seu progresso, certificados e dados pessoais.

Mudou de ideia? Até lá, entre na sua conta e, em "Minha conta", use o botão "Cancelar exclusão":

[Abrir Minha conta]({{link}})

{{link}}

Se não foi você quem pediu, entre na sua conta, cancele a exclusão e troque a sua senha. As outras sessões da conta foram encerradas.'),
('account-deleted', 'Sua conta foi excluída', 'Olá, {{nome}}!

Como você pediu em {{data_pedido}}, a sua conta na Escola de Código (usuário {{usuario}}) foi excluída, com o seu progresso, certificados e dados pessoais.

Guardamos apenas um registro da exclusão (nome, e-mail, usuário e datas), para responder se você perguntar por ela.

Se quiser voltar a estudar, é só criar uma nova conta. Até breve!');
