import type { HelpText } from './types'

export const pt: HelpText = {
  faq: {
    payment: {
      title: 'Pagamento',
      subtitle: 'Cartões, faturas e impostos',
      qandA: [
        [
          'Que formas de pagamento aceitam?',
          'Aceitamos cartões Visa, Mastercard e American Express, PayPal e transferência bancária nos planos anuais.'
        ],
        [
          'Quando é cobrado o meu cartão?',
          'O cartão é cobrado no dia da subscrição e depois no mesmo dia de cada mês ou ano.'
        ],
        [
          'Posso receber uma fatura com os dados da minha empresa?',
          'Sim. Indique o nome, a morada e o NIF da empresa em Faturação, e cada nova fatura passa a incluí-los.'
        ],
        [
          'Os meus dados de pagamento estão seguros?',
          'Os dados do cartão vão diretamente para o nosso prestador de pagamentos; guardamos apenas os últimos quatro dígitos.'
        ]
      ]
    },
    delivery: {
      title: 'Entrega',
      subtitle: 'Transferências, atualizações e acesso',
      qandA: [
        [
          'Como recebo o modelo depois de o comprar?',
          'Chega um link de transferência por e-mail em poucos minutos, e os ficheiros ficam na sua conta em Transferências.'
        ],
        [
          'Durante quanto tempo funciona o link?',
          'O link funciona sete dias; depois disso, volte a transferir os ficheiros a partir da sua conta quando quiser.'
        ],
        [
          'Recebo as atualizações futuras?',
          'Cada licença inclui doze meses de atualizações, anunciadas no registo de alterações e por e-mail.'
        ],
        [
          'Toda a minha equipa pode transferir os ficheiros?',
          'Convide a equipa para a conta: quem tiver a função Programador pode transferir todas as versões.'
        ]
      ]
    },
    cancellationReturn: {
      title: 'Cancelamento e devolução',
      subtitle: 'Reembolsos e fim de um plano',
      qandA: [
        [
          'Como cancelo a minha subscrição?',
          'Abra Faturação, escolha Cancelar plano e confirme; o plano continua ativo até ao fim do período pago.'
        ],
        [
          'Posso pedir um reembolso?',
          'Peça-o até catorze dias depois da compra e devolvemos tudo, sem perguntas.'
        ],
        [
          'O que acontece aos meus dados depois de cancelar?',
          'Guardamo-los trinta dias para que os possa exportar ou voltar; depois são apagados de vez.'
        ],
        [
          'Posso pausar o plano em vez de o cancelar?',
          'Sim, uma vez por ano, até três meses; nada é cobrado durante a pausa.'
        ]
      ]
    },
    myOrders: {
      title: 'As minhas encomendas',
      subtitle: 'Histórico, estado e recibos',
      qandA: [
        [
          'Onde vejo as minhas encomendas anteriores?',
          'Cada encomenda aparece em Conta, Encomendas, da mais recente para a mais antiga, com o estado e um recibo.'
        ],
        [
          'Porque é que a minha encomenda ainda está pendente?',
          'As transferências demoram um a três dias úteis; a encomenda é confirmada assim que chegam.'
        ],
        [
          'Posso alterar uma encomenda depois de pagar?',
          'Pode mudar de licença até catorze dias depois: o valor pago é descontado na nova.'
        ],
        ['Como transfiro um recibo?', 'Abra a encomenda e escolha Transferir recibo para o guardar em PDF.']
      ]
    },
    productServices: {
      title: 'Produto e serviços',
      subtitle: 'Funcionalidades, suporte e trabalho à medida',
      qandA: [
        [
          'Que navegadores o modelo suporta?',
          'As duas versões mais recentes do Chrome, Firefox, Safari e Edge, no computador e no telemóvel.'
        ],
        [
          'Oferecem suporte?',
          'Sim, por e-mail em dias úteis; os planos Standard e Empresarial têm resposta em um dia útil.'
        ],
        [
          'Podem adaptar o modelo para nós?',
          'Os nossos parceiros fazem trabalho à medida; escreva-nos o que precisa e fazemos a apresentação.'
        ],
        [
          'O modelo é acessível?',
          'Cada página é testada com teclado, contraste e leitores de ecrã segundo as WCAG 2.1 AA.'
        ]
      ]
    }
  },
  knowledge: {
    'getting-started': {
      title: 'Primeiros passos',
      desc: 'Instalar o modelo, executá-lo e orientar-se no projeto.',
      steps: [
        'Instale o Node.js 20 ou mais recente.',
        'Instale os pacotes do projeto.',
        'Inicie o servidor de desenvolvimento.'
      ],
      tip: 'Os dados de demonstração vivem no navegador, por isso pode mudar tudo sem estragar nada.'
    },
    account: {
      title: 'A sua conta',
      desc: 'Perfil, palavra-passe, início de sessão em dois passos e fecho da conta.',
      steps: [
        'Abra o menu por baixo da sua foto.',
        'Escolha Definições da conta.',
        'Altere o que precisa e guarde.'
      ],
      tip: 'Um novo endereço de e-mail só vale depois de o confirmar.'
    },
    billing: {
      title: 'Faturação e planos',
      desc: 'Formas de pagamento, faturas, mudanças de plano e reembolsos.',
      steps: [
        'Abra as Definições da conta.',
        'Vá ao separador Faturação.',
        'Escolha a ação de que precisa e confirme.'
      ],
      tip: 'As mudanças de plano são calculadas ao dia, por isso nunca paga duas vezes o mesmo período.'
    },
    integrations: {
      title: 'Integrações e API',
      desc: 'Chaves de API, webhooks, a API REST e importação de dados.',
      steps: [
        'Crie uma chave de API com o acesso necessário.',
        'Envie a chave no cabeçalho Authorization.',
        'Verifique o estado da resposta e repita após um 429.'
      ],
      tip: 'Mantenha as chaves fora do código: leia-as de uma variável de ambiente.'
    },
    customization: {
      title: 'Temas e disposições',
      desc: 'Aspetos, texto da direita para a esquerda, menus e idiomas.',
      steps: [
        'Abra o personalizador no botão da roda dentada.',
        'Escolha um aspeto, uma direção e uma disposição.',
        'A escolha fica guardada para a próxima visita.'
      ],
      tip: 'Cada cor vem de uma variável CSS, por isso uma só mudança altera toda a aplicação.'
    },
    security: {
      title: 'Privacidade e segurança',
      desc: 'Os seus dados, as sessões, as funções e comunicar um problema.',
      steps: ['Abra as Definições da conta.', 'Vá ao separador Segurança.', 'Reveja a lista e aja.'],
      tip: 'Nunca pedimos a sua palavra-passe por e-mail nem por telefone.'
    }
  },
  questions: {
    'install-the-template': [
      'Como instalo o modelo?',
      'Descompacte a transferência, abra um terminal na pasta e instale os pacotes com o npm.'
    ],
    'run-the-dev-server': [
      'Como inicio o servidor de desenvolvimento?',
      'O servidor de desenvolvimento recarrega a página ao guardar e serve os dados de demonstração a partir do navegador.'
    ],
    'sign-in-with-a-demo-account': [
      'Com que contas de demonstração posso entrar?',
      'A página de entrada mostra uma conta de administrador que vê tudo e uma conta de cliente com menos direitos.'
    ],
    'find-your-way-around': [
      'Como está organizado o projeto?',
      'Cada área da aplicação tem a sua pasta com os ecrãs, as chamadas de dados e as traduções.'
    ],
    'build-for-production': [
      'Como crio a versão de produção?',
      'A compilação verifica os tipos e escreve na pasta dist ficheiros pequenos, prontos para qualquer alojamento estático.'
    ],
    'update-your-profile': [
      'Como atualizo o meu perfil?',
      'O nome, a foto e os contactos são visíveis para a equipa, por isso mantenha-os atualizados.'
    ],
    'change-your-password': [
      'Como mudo a palavra-passe?',
      'Escolha uma palavra-passe longa que não use em mais lado nenhum; continua com sessão iniciada neste dispositivo.'
    ],
    'turn-on-two-step-sign-in': [
      'Como ativo o início de sessão em dois passos?',
      'O início de sessão em dois passos pede um código do telemóvel além da palavra-passe, o que trava a maioria dos roubos de conta.'
    ],
    'close-your-account': [
      'Como fecho a minha conta?',
      'Fechar a conta termina todos os planos e apaga os dados após trinta dias; exporte antes o que quiser guardar.'
    ],
    'update-the-payment-method': [
      'Como mudo a forma de pagamento?',
      'Adicione primeiro o novo cartão, defina-o como predefinido e depois remova o antigo.'
    ],
    'download-an-invoice': [
      'Onde transfiro uma fatura?',
      'Cada pagamento tem uma fatura que pode abrir ou guardar em PDF a qualquer momento.'
    ],
    'change-your-plan': [
      'Como mudo de plano?',
      'Subir de plano vale de imediato; descer vale no fim do período pago.'
    ],
    'ask-for-a-refund': [
      'Como peço um reembolso?',
      'Até catorze dias depois de um pagamento, o reembolso está a um clique e chega em cinco dias úteis.'
    ],
    'create-an-api-key': [
      'Como crio uma chave de API?',
      'Dê à chave um nome que reconheça e o mínimo de acesso necessário: as chaves só de leitura não alteram dados.'
    ],
    'connect-a-webhook': [
      'Como ligo um webhook?',
      'Um webhook envia um pedido POST para o seu endereço sempre que algo muda, sem ter de perguntar a toda a hora.'
    ],
    'call-the-rest-api': [
      'Como chamo a API REST?',
      'Cada chamada recebe e devolve JSON e precisa da chave de API no cabeçalho Authorization.'
    ],
    'stay-within-rate-limits': [
      'Quais são os limites de pedidos?',
      'Cada chave pode fazer sessenta chamadas por minuto; acima disso a chamada responde 429 e diz quando repetir.'
    ],
    'import-a-csv-file': [
      'Como importo um ficheiro CSV?',
      'A primeira linha tem de dar nome às colunas; as linhas com erros são listadas para as corrigir e importar de novo.'
    ],
    'switch-to-the-dark-skin': [
      'Como mudo para o aspeto escuro?',
      'O aspeto escuro descansa a vista à noite e mantém todas as cores legíveis.'
    ],
    'write-right-to-left': [
      'Como mostro a aplicação da direita para a esquerda?',
      'Da direita para a esquerda espelha toda a disposição para idiomas como o árabe e o hebraico.'
    ],
    'change-the-menu-layout': [
      'Como mudo a disposição do menu?',
      'O menu pode ficar ao lado, recolhido ou aberto, ou no topo da página.'
    ],
    'add-a-language': [
      'Como adiciono um idioma?',
      'Copie os ficheiros de tradução em inglês para uma pasta do novo idioma e traduza cada valor.'
    ],
    'export-your-data': [
      'Como exporto os meus dados?',
      'A exportação reúne tudo o que está na conta num arquivo e envia-lhe um link por e-mail quando estiver pronto.'
    ],
    'sign-out-other-devices': [
      'Como termino sessão noutros dispositivos?',
      'A lista de sessões mostra cada dispositivo com sessão iniciada, com o local e a última visita.'
    ],
    'give-someone-a-role': [
      'Como atribuo uma função a alguém?',
      'As funções decidem o que cada pessoa pode ver e alterar; dê a cada um a função mais pequena que lhe permita trabalhar.'
    ],
    'report-a-vulnerability': [
      'Como comunico uma vulnerabilidade?',
      'Escreva à nossa equipa de segurança com os passos para a reproduzir; respondemos em dois dias úteis.'
    ]
  },
  headings: { overview: 'Visão geral', steps: 'Passos', example: 'Exemplo', goodToKnow: 'É bom saber' },
  plans: {
    basicPlan: {
      title: 'Básico',
      subtitle: 'Um início simples para todos',
      benefits: [
        '100 respostas por mês',
        'Formulários e inquéritos ilimitados',
        'Até 2 subdomínios',
        'Ferramentas básicas de formulários'
      ]
    },
    standardPlan: {
      title: 'Standard',
      subtitle: 'Para pequenas e médias empresas',
      benefits: [
        'Respostas ilimitadas',
        'Formulários e inquéritos ilimitados',
        'Página de perfil do Instagram',
        'Integração com o Google Docs',
        'Página de «Obrigado» personalizada'
      ]
    },
    enterprisePlan: {
      title: 'Empresarial',
      subtitle: 'Uma solução para organizações maiores',
      benefits: [
        'Tudo o que o Standard inclui',
        'Envio de ficheiros com 5 GB de armazenamento',
        'Pagamentos PayPal',
        'Saltos lógicos',
        'Suporte prioritário'
      ]
    }
  },
  pricingQandA: [
    [
      'A minha subscrição renova-se automaticamente?',
      'Sim. Cada plano renova-se no fim do período até o cancelar nas definições de faturação.'
    ],
    [
      'Posso alternar entre faturação mensal e anual?',
      'Sim, a qualquer momento: a nova faturação começa quando terminar o período atual.'
    ],
    [
      'Há um período de teste gratuito?',
      'O Standard e o Empresarial têm 14 dias de teste gratuito, sem cartão para começar.'
    ]
  ]
}
