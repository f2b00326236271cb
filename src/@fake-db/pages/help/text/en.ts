import type { HelpText } from './types'

export const en: HelpText = {
  faq: {
    payment: {
      title: 'Payment',
      subtitle: 'Cards, invoices and taxes',
      qandA: [
        [
          'Which payment methods do you accept?',
          'We accept Visa, Mastercard and American Express cards, PayPal and bank transfers for yearly plans.'
        ],
        [
          'When is my card charged?',
          'Your card is charged on the day you subscribe and then on the same day of each month or year.'
        ],
        [
          'Can I get an invoice with my company details?',
          'Yes. Add your company name, address and VAT number under Billing, and every new invoice carries them.'
        ],
        [
          'Is my payment information stored safely?',
          'Card details go straight to our payment provider and never touch our servers; we only keep the last four digits.'
        ]
      ]
    },
    delivery: {
      title: 'Delivery',
      subtitle: 'Downloads, updates and access',
      qandA: [
        [
          'How do I receive the template after buying it?',
          'A download link arrives by email within a few minutes, and the files stay in your account under Downloads.'
        ],
        [
          'How long does my download link work?',
          'The link works for seven days; after that, download the files again from your account at any time.'
        ],
        [
          'Do I get future updates?',
          'Every licence includes twelve months of updates, announced in the changelog and by email.'
        ],
        [
          'Can my whole team download the files?',
          'Invite your teammates to the account: everyone with the Developer role can download every release.'
        ]
      ]
    },
    cancellationReturn: {
      title: 'Cancellation and return',
      subtitle: 'Refunds and ending a plan',
      qandA: [
        [
          'How do I cancel my subscription?',
          'Open Billing, choose Cancel plan and confirm; your plan stays active until the end of the paid period.'
        ],
        [
          'Can I get a refund?',
          'Ask within fourteen days of a purchase and we refund it in full, no questions asked.'
        ],
        [
          'What happens to my data after cancelling?',
          'We keep your data for thirty days so you can export it or come back; after that it is deleted for good.'
        ],
        [
          'Can I pause my plan instead of cancelling?',
          'Yes, a plan can be paused for up to three months once a year; you are not charged while it is paused.'
        ]
      ]
    },
    myOrders: {
      title: 'My orders',
      subtitle: 'History, status and receipts',
      qandA: [
        [
          'Where can I see my past orders?',
          'Every order is listed under Account, Orders, newest first, with its status and a receipt.'
        ],
        [
          'Why is my order still pending?',
          'Bank transfers take one to three working days to arrive; the order is confirmed as soon as they do.'
        ],
        [
          'Can I change an order after paying?',
          'You can switch to another licence within fourteen days: we credit what you paid against the new one.'
        ],
        [
          'How do I download a receipt?',
          'Open the order and choose Download receipt to save it as a PDF file.'
        ]
      ]
    },
    productServices: {
      title: 'Product and services',
      subtitle: 'Features, support and custom work',
      qandA: [
        [
          'Which browsers does the template support?',
          'The latest two versions of Chrome, Firefox, Safari and Edge, on desktop and on phones.'
        ],
        [
          'Do you offer support?',
          'Yes, by email on working days; Standard and Enterprise plans get answers within one working day.'
        ],
        [
          'Can you customise the template for us?',
          'Our partners take on custom work; write to us with what you need and we will introduce you.'
        ],
        [
          'Is the template accessible?',
          'Every page is tested for keyboard use, contrast and screen readers against WCAG 2.1 AA.'
        ]
      ]
    }
  },
  knowledge: {
    'getting-started': {
      title: 'Getting started',
      desc: 'Install the template, run it and find your way around the project.',
      steps: [
        'Install Node.js 20 or newer.',
        'Install the packages of the project.',
        'Start the development server.'
      ],
      tip: 'The demo data lives in the browser, so you can change anything without breaking a thing.'
    },
    account: {
      title: 'Your account',
      desc: 'Profile, password, two-step sign-in and closing an account.',
      steps: [
        'Open the menu under your picture.',
        'Choose Account settings.',
        'Change what you need and save.'
      ],
      tip: 'Changes to your email address take effect once you confirm the new address.'
    },
    billing: {
      title: 'Billing and plans',
      desc: 'Payment methods, invoices, plan changes and refunds.',
      steps: ['Open Account settings.', 'Go to the Billing tab.', 'Pick the action you need and confirm it.'],
      tip: 'Plan changes are prorated to the day, so you never pay twice for the same period.'
    },
    integrations: {
      title: 'Integrations and API',
      desc: 'API keys, webhooks, the REST API and importing data.',
      steps: [
        'Create an API key with the access it needs.',
        'Send the key in the Authorization header.',
        'Check the answer status and retry on 429.'
      ],
      tip: 'Keep keys out of your source code: read them from an environment variable.'
    },
    customization: {
      title: 'Themes and layouts',
      desc: 'Skins, right-to-left text, menu layouts and languages.',
      steps: [
        'Open the customizer from the gear button.',
        'Pick a skin, a direction and a layout.',
        'Your choice is kept for your next visit.'
      ],
      tip: 'Every colour comes from a CSS variable, so one change restyles the whole app.'
    },
    security: {
      title: 'Privacy and security',
      desc: 'Your data, your sessions, roles and reporting a problem.',
      steps: ['Open Account settings.', 'Go to the Security tab.', 'Review what is listed and act on it.'],
      tip: 'We never ask for your password by email or by phone.'
    }
  },
  questions: {
    'install-the-template': [
      'How do I install the template?',
      'Unpack the download, open a terminal in its folder and install the packages with npm.'
    ],
    'run-the-dev-server': [
      'How do I run the development server?',
      'The development server reloads the page as you save, and serves the demo data from the browser.'
    ],
    'sign-in-with-a-demo-account': [
      'Which demo accounts can I sign in with?',
      'The sign-in page lists an admin account that sees everything and a client account with fewer rights.'
    ],
    'find-your-way-around': [
      'How is the project organised?',
      'Each area of the app lives in its own folder with its screens, its data calls and its translations.'
    ],
    'build-for-production': [
      'How do I build the app for production?',
      'The build checks the types, then writes small files ready for any static host into the dist folder.'
    ],
    'update-your-profile': [
      'How do I update my profile?',
      'Your name, picture and contact details appear to your team, so keep them up to date.'
    ],
    'change-your-password': [
      'How do I change my password?',
      'Choose a long password you use nowhere else; you stay signed in on this device after the change.'
    ],
    'turn-on-two-step-sign-in': [
      'How do I turn on two-step sign-in?',
      'Two-step sign-in asks for a code from your phone as well as your password, which stops most account theft.'
    ],
    'close-your-account': [
      'How do I close my account?',
      'Closing an account ends every plan and removes your data after thirty days; export what you want to keep first.'
    ],
    'update-the-payment-method': [
      'How do I update my payment method?',
      'Add the new card first, make it the default, and then remove the old one.'
    ],
    'download-an-invoice': [
      'Where can I download an invoice?',
      'Every payment has an invoice you can open or save as a PDF file at any time.'
    ],
    'change-your-plan': [
      'How do I change my plan?',
      'Moving up takes effect at once; moving down takes effect at the end of the paid period.'
    ],
    'ask-for-a-refund': [
      'How do I ask for a refund?',
      'Within fourteen days of a payment, a refund is one click away and arrives in five working days.'
    ],
    'create-an-api-key': [
      'How do I create an API key?',
      'Give the key a name you will recognise and the least access it needs: read-only keys cannot change data.'
    ],
    'connect-a-webhook': [
      'How do I connect a webhook?',
      'A webhook sends a POST request to your address each time something changes, so you need not poll.'
    ],
    'call-the-rest-api': [
      'How do I call the REST API?',
      'Every call takes and returns JSON and needs your API key in the Authorization header.'
    ],
    'stay-within-rate-limits': [
      'What are the rate limits?',
      'Each key may make sixty calls a minute; a call over the limit answers 429 and tells you when to retry.'
    ],
    'import-a-csv-file': [
      'How do I import a CSV file?',
      'The first row must name the columns; rows with errors are listed so you can fix them and import again.'
    ],
    'switch-to-the-dark-skin': [
      'How do I switch to the dark skin?',
      'The dark skin is easier on the eyes at night and keeps every colour readable.'
    ],
    'write-right-to-left': [
      'How do I show the app right to left?',
      'Right to left mirrors the whole layout for languages such as Arabic and Hebrew.'
    ],
    'change-the-menu-layout': [
      'How do I change the menu layout?',
      'The menu can sit on the side, collapsed or open, or across the top of the page.'
    ],
    'add-a-language': [
      'How do I add a language?',
      'Copy the English translation files into a folder for the new language and translate each value.'
    ],
    'export-your-data': [
      'How do I export my data?',
      'The export collects everything in your account into one archive and emails you a link when it is ready.'
    ],
    'sign-out-other-devices': [
      'How do I sign out of other devices?',
      'The list of sessions shows every device signed in to your account, with its place and its last visit.'
    ],
    'give-someone-a-role': [
      'How do I give someone a role?',
      'Roles decide what each person can see and change; give everyone the smallest role that lets them work.'
    ],
    'report-a-vulnerability': [
      'How do I report a vulnerability?',
      'Write to our security team with the steps to reproduce it; we answer within two working days.'
    ]
  },
  headings: { overview: 'Overview', steps: 'Steps', example: 'Example', goodToKnow: 'Good to know' },
  plans: {
    basicPlan: {
      title: 'Basic',
      subtitle: 'A simple start for everyone',
      benefits: [
        '100 responses a month',
        'Unlimited forms and surveys',
        'Up to 2 subdomains',
        'Basic form creation tools'
      ]
    },
    standardPlan: {
      title: 'Standard',
      subtitle: 'For small to medium businesses',
      benefits: [
        'Unlimited responses',
        'Unlimited forms and surveys',
        'Instagram profile page',
        'Google Docs integration',
        'Custom “Thank you” page'
      ]
    },
    enterprisePlan: {
      title: 'Enterprise',
      subtitle: 'A solution for bigger organisations',
      benefits: [
        'Everything in Standard',
        'File upload with 5GB storage',
        'PayPal payments',
        'Logic jumps',
        'Priority support'
      ]
    }
  },
  pricingQandA: [
    [
      'Does my subscription renew automatically?',
      'Yes. Each plan renews at the end of its period until you cancel it from your billing settings.'
    ],
    [
      'Can I switch between monthly and yearly billing?',
      'Yes, at any time: the new billing starts when the current period ends.'
    ],
    [
      'Do you offer a free trial?',
      'Standard and Enterprise come with a 14-day free trial, and no card is needed to start it.'
    ]
  ]
}
