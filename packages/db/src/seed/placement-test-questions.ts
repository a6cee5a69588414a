// The placement test's question bank (issue 16): original questions over what the Fundamentos da
// Programação Front-End trilha teaches (curriculum/content/0-*): the web and the browser, HTML, CSS,
// first steps in JavaScript and programming logic. Each has one right option and three wrong ones;
// the seed gives every option a stable opaque id (seed-placement-test-questions.ts).
// A slug never changes meaning: to replace a question, retire it (`active: false`) and add another.

export type PlacementQuestionSource = {
  slug: string;
  prompt: string;
  code?: string;
  right: string;
  wrong: readonly [string, string, string];
  /** false retires the question (kept for the attempts that answered it). Default true. */
  active?: boolean;
};

export const PLACEMENT_TEST_QUESTIONS: readonly PlacementQuestionSource[] = [
  // ── A web e o navegador ──────────────────────────────────────────────────────────────────────
  {
    slug: 'web-navegador-e-servidor',
    prompt: 'Quando você digita o endereço de um site e aperta Enter, o que acontece primeiro?',
    right: 'O navegador envia um pedido a um servidor, que responde com os arquivos da página.',
    wrong: [
      'O computador monta a página sozinho, sem se comunicar com nenhum outro.',
      'O servidor instala o site no seu computador antes de mostrá-lo.',
      'O navegador abre um arquivo que já veio gravado no sistema operacional.',
    ],
  },
  {
    slug: 'web-dns',
    prompt: 'Para que serve o DNS?',
    right: 'Para descobrir o endereço IP do servidor a partir de um nome de domínio.',
    wrong: [
      'Para deixar a página mais bonita com cores e fontes.',
      'Para guardar as senhas dos sites que você visita.',
      'Para transformar código JavaScript em HTML.',
    ],
  },
  {
    slug: 'web-partes-da-url',
    prompt: 'No endereço abaixo, qual parte é o caminho (o recurso pedido dentro do site)?',
    code: 'https://escola.exemplo.com.br/cursos/html',
    right: '/cursos/html',
    wrong: ['https', 'escola.exemplo.com.br', '.com.br'],
  },
  {
    slug: 'web-tres-linguagens',
    prompt:
      'Uma página tem um botão que, ao ser clicado, mostra uma mensagem nova na tela. Qual linguagem cuida desse comportamento?',
    right: 'JavaScript',
    wrong: ['HTML', 'CSS', 'DNS'],
  },
  // ── HTML ─────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'html-elemento-de-paragrafo',
    prompt: 'Qual elemento HTML é o certo para um parágrafo de texto?',
    right: '<p>',
    wrong: ['<h1>', '<par>', '<text>'],
  },
  {
    slug: 'html-imagem-src',
    prompt: 'Qual atributo diz ao navegador onde está o arquivo de uma imagem?',
    code: '<img ___="foto.png" alt="Foto da turma">',
    right: 'src',
    wrong: ['href', 'alt', 'link'],
  },
  {
    slug: 'html-lista-numerada',
    prompt: 'Você precisa mostrar os passos de uma receita em ordem, numerados. Que elementos usa?',
    right: 'Um <ol> com um <li> para cada passo.',
    wrong: [
      'Um <ul> com um <p> para cada passo.',
      'Um <li> com um <ol> para cada passo.',
      'Vários <h2>, um para cada passo.',
    ],
  },
  {
    slug: 'html-elementos-aninhados',
    prompt: 'Qual trecho de HTML está escrito corretamente?',
    right: '<p>Aprenda <strong>HTML</strong> hoje</p>',
    wrong: [
      '<p>Aprenda <strong>HTML</p> hoje</strong>',
      '<p>Aprenda <strong>HTML hoje</p>',
      '<strong><p>Aprenda HTML</strong> hoje</p>',
    ],
  },
  {
    slug: 'html-link-nova-pagina',
    prompt: 'O que acontece quando a pessoa clica no texto deste trecho?',
    code: '<a href="contato.html">Fale conosco</a>',
    right: 'O navegador abre a página contato.html.',
    wrong: [
      'O texto "Fale conosco" fica em negrito.',
      'Um e-mail é enviado para a escola.',
      'Nada: o elemento a só muda a cor do texto.',
    ],
  },
  {
    slug: 'html-titulos-hierarquia',
    prompt: 'Como os títulos de h1 a h6 devem ser usados numa página?',
    right: 'h1 para o título principal, e os seguintes para subtítulos, em ordem de importância.',
    wrong: [
      'h6 para o título principal, porque é o maior.',
      'Qualquer um deles, escolhido só pelo tamanho da letra.',
      'Só dentro de listas, para numerar os itens.',
    ],
  },
  // ── CSS ──────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'css-seletor-de-classe',
    prompt: 'Qual seletor CSS escolhe todos os elementos que têm class="destaque"?',
    right: '.destaque',
    wrong: ['#destaque', 'destaque', '<destaque>'],
  },
  {
    slug: 'css-cor-do-texto',
    prompt: 'Qual propriedade muda a cor das letras de um elemento?',
    right: 'color',
    wrong: ['background-color', 'font-color', 'text-style'],
  },
  {
    slug: 'css-padding-e-margin',
    prompt: 'Qual é a diferença entre padding e margin?',
    right:
      'padding é o espaço dentro da borda, entre ela e o conteúdo; margin é o espaço fora da borda.',
    wrong: [
      'padding é o espaço fora da borda; margin é o espaço dentro dela.',
      'As duas são a mesma coisa com nomes diferentes.',
      'padding muda a cor da borda e margin muda a largura dela.',
    ],
  },
  {
    slug: 'css-qual-regra-vale',
    prompt: 'Com o CSS abaixo, de que cor fica o texto de <p class="aviso">Atenção</p>?',
    code: 'p {\n  color: blue;\n}\n\n.aviso {\n  color: red;\n}',
    right: 'Vermelho, porque o seletor de classe é mais específico que o de elemento.',
    wrong: [
      'Azul, porque a regra do p vem primeiro.',
      'Roxo, porque as duas cores se misturam.',
      'Preto, porque as duas regras se anulam.',
    ],
  },
  {
    slug: 'css-borda',
    prompt: 'O que faz a declaração abaixo?',
    code: 'border: 2px solid black;',
    right: 'Desenha em volta do elemento uma linha preta contínua de 2 pixels.',
    wrong: [
      'Deixa o texto do elemento preto e com 2 pixels de altura.',
      'Afasta o elemento 2 pixels dos vizinhos.',
      'Esconde o elemento atrás de uma faixa preta.',
    ],
  },
  // ── JavaScript ───────────────────────────────────────────────────────────────────────────────
  {
    slug: 'js-conta-com-variaveis',
    prompt: 'Qual valor o código abaixo mostra no console?',
    code: 'let preco = 20;\nlet quantidade = 3;\nconsole.log(preco * quantidade);',
    right: '60',
    wrong: ['23', '203', 'preco * quantidade'],
  },
  {
    slug: 'js-texto-mais-numero',
    prompt: 'Qual é o resultado da expressão abaixo em JavaScript?',
    code: '"5" + 3',
    right: 'O texto "53".',
    wrong: ['O número 8.', 'O número 2.', 'Um erro, porque não se soma texto com número.'],
  },
  {
    slug: 'js-const-nao-muda',
    prompt: 'O que acontece quando este código roda?',
    code: 'const nome = "Ana";\nnome = "Bia";',
    right: 'Dá erro: uma variável declarada com const não pode receber outro valor.',
    wrong: [
      'nome passa a valer "Bia".',
      'nome passa a valer "AnaBia".',
      'Nada acontece, e nome continua "Ana" sem erro.',
    ],
  },
  {
    slug: 'js-mudar-texto-da-pagina',
    prompt:
      'Na página há <h1 id="saudacao">Olá</h1>. Qual código troca o texto do título para "Bom dia"?',
    right: 'document.querySelector("#saudacao").textContent = "Bom dia";',
    wrong: [
      'document.querySelector("saudacao").textContent = "Bom dia";',
      'document.textContent("#saudacao") = "Bom dia";',
      'h1.saudacao = "Bom dia";',
    ],
  },
  {
    slug: 'js-responder-a-clique',
    prompt: 'O que o código abaixo faz?',
    code: 'const botao = document.querySelector("button");\nbotao.addEventListener("click", () => {\n  console.log("Clicou!");\n});',
    right: 'Mostra "Clicou!" no console cada vez que o botão for clicado.',
    wrong: [
      'Clica no botão automaticamente quando a página abre.',
      'Mostra "Clicou!" uma única vez, assim que a página abre.',
      'Cria um botão novo com o texto "Clicou!".',
    ],
  },
  // ── Lógica de programação ────────────────────────────────────────────────────────────────────
  {
    slug: 'logica-condicao-if-else',
    prompt: 'Qual mensagem o código abaixo mostra?',
    code: 'const nota = 6.5;\nif (nota >= 7) {\n  console.log("Aprovado");\n} else {\n  console.log("Estude mais um pouco");\n}',
    right: 'Estude mais um pouco',
    wrong: ['Aprovado', 'As duas mensagens, uma depois da outra.', 'Nenhuma mensagem.'],
  },
  {
    slug: 'logica-operador-ou',
    prompt: 'Qual é o resultado da expressão abaixo?',
    code: 'const idade = 16;\nconsole.log(idade >= 18 || idade === 16);',
    right: 'true',
    wrong: ['false', '16', '18'],
  },
  {
    slug: 'logica-repeticao',
    prompt: 'Quantas vezes a palavra "oi" aparece no console?',
    code: 'for (let i = 0; i < 4; i++) {\n  console.log("oi");\n}',
    right: '4',
    wrong: ['3', '5', '0'],
  },
  {
    slug: 'logica-ordem-dos-passos',
    prompt: 'Qual é o valor final de total?',
    code: 'let total = 10;\ntotal = total + 5;\ntotal = total * 2;',
    right: '30',
    wrong: ['20', '25', '15'],
  },
];
