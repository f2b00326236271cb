import type { HelpText } from './types'

export const fr: HelpText = {
  faq: {
    payment: {
      title: 'Paiement',
      subtitle: 'Cartes, factures et taxes',
      qandA: [
        [
          'Quels moyens de paiement acceptez-vous ?',
          'Nous acceptons les cartes Visa, Mastercard et American Express, PayPal et le virement pour les offres annuelles.'
        ],
        [
          'Quand ma carte est-elle débitée ?',
          'Votre carte est débitée le jour de l’abonnement, puis le même jour chaque mois ou chaque année.'
        ],
        [
          'Puis-je obtenir une facture au nom de mon entreprise ?',
          'Oui. Indiquez le nom, l’adresse et le numéro de TVA de l’entreprise dans Facturation : chaque nouvelle facture les reprend.'
        ],
        [
          'Mes données de paiement sont-elles conservées en sécurité ?',
          'Les données de carte vont directement à notre prestataire de paiement ; nous ne gardons que les quatre derniers chiffres.'
        ]
      ]
    },
    delivery: {
      title: 'Livraison',
      subtitle: 'Téléchargements, mises à jour et accès',
      qandA: [
        [
          'Comment recevoir le modèle après l’achat ?',
          'Un lien de téléchargement arrive par e-mail en quelques minutes, et les fichiers restent dans votre compte sous Téléchargements.'
        ],
        [
          'Combien de temps mon lien de téléchargement fonctionne-t-il ?',
          'Le lien fonctionne sept jours ; ensuite, téléchargez à nouveau les fichiers depuis votre compte quand vous voulez.'
        ],
        [
          'Ai-je droit aux mises à jour futures ?',
          'Chaque licence comprend douze mois de mises à jour, annoncées dans le journal des modifications et par e-mail.'
        ],
        [
          'Toute mon équipe peut-elle télécharger les fichiers ?',
          'Invitez vos collègues dans le compte : toute personne avec le rôle Développeur peut télécharger chaque version.'
        ]
      ]
    },
    cancellationReturn: {
      title: 'Annulation et retour',
      subtitle: 'Remboursements et fin d’une offre',
      qandA: [
        [
          'Comment annuler mon abonnement ?',
          'Ouvrez Facturation, choisissez Annuler l’offre et confirmez ; l’offre reste active jusqu’à la fin de la période payée.'
        ],
        [
          'Puis-je être remboursé ?',
          'Demandez-le dans les quatorze jours suivant un achat et nous remboursons la totalité, sans justification.'
        ],
        [
          'Que deviennent mes données après l’annulation ?',
          'Nous les gardons trente jours pour que vous puissiez les exporter ou revenir ; ensuite elles sont supprimées définitivement.'
        ],
        [
          'Puis-je suspendre mon offre au lieu de l’annuler ?',
          'Oui, une offre peut être suspendue jusqu’à trois mois une fois par an ; rien n’est facturé pendant la pause.'
        ]
      ]
    },
    myOrders: {
      title: 'Mes commandes',
      subtitle: 'Historique, statut et reçus',
      qandA: [
        [
          'Où voir mes commandes passées ?',
          'Chaque commande figure dans Compte, Commandes, de la plus récente à la plus ancienne, avec son statut et un reçu.'
        ],
        [
          'Pourquoi ma commande est-elle toujours en attente ?',
          'Un virement met un à trois jours ouvrés à arriver ; la commande est confirmée dès sa réception.'
        ],
        [
          'Puis-je modifier une commande après le paiement ?',
          'Vous pouvez passer à une autre licence dans les quatorze jours : ce que vous avez payé est déduit de la nouvelle.'
        ],
        [
          'Comment télécharger un reçu ?',
          'Ouvrez la commande et choisissez Télécharger le reçu pour l’enregistrer en PDF.'
        ]
      ]
    },
    productServices: {
      title: 'Produit et services',
      subtitle: 'Fonctions, assistance et travaux sur mesure',
      qandA: [
        [
          'Quels navigateurs le modèle prend-il en charge ?',
          'Les deux dernières versions de Chrome, Firefox, Safari et Edge, sur ordinateur comme sur téléphone.'
        ],
        [
          'Proposez-vous une assistance ?',
          'Oui, par e-mail les jours ouvrés ; les offres Standard et Entreprise reçoivent une réponse sous un jour ouvré.'
        ],
        [
          'Pouvez-vous adapter le modèle pour nous ?',
          'Nos partenaires réalisent des travaux sur mesure ; écrivez-nous vos besoins et nous vous mettrons en relation.'
        ],
        [
          'Le modèle est-il accessible ?',
          'Chaque page est testée au clavier, pour le contraste et avec les lecteurs d’écran selon les WCAG 2.1 AA.'
        ]
      ]
    }
  },
  knowledge: {
    'getting-started': {
      title: 'Premiers pas',
      desc: 'Installer le modèle, le lancer et s’y retrouver dans le projet.',
      steps: [
        'Installez Node.js 20 ou plus récent.',
        'Installez les paquets du projet.',
        'Lancez le serveur de développement.'
      ],
      tip: 'Les données de démonstration vivent dans le navigateur : vous pouvez tout modifier sans rien casser.'
    },
    account: {
      title: 'Votre compte',
      desc: 'Profil, mot de passe, connexion en deux étapes et fermeture du compte.',
      steps: [
        'Ouvrez le menu sous votre photo.',
        'Choisissez Paramètres du compte.',
        'Modifiez ce qu’il faut et enregistrez.'
      ],
      tip: 'Un changement d’adresse e-mail prend effet une fois la nouvelle adresse confirmée.'
    },
    billing: {
      title: 'Facturation et offres',
      desc: 'Moyens de paiement, factures, changements d’offre et remboursements.',
      steps: [
        'Ouvrez Paramètres du compte.',
        'Allez dans l’onglet Facturation.',
        'Choisissez l’action voulue et confirmez-la.'
      ],
      tip: 'Les changements d’offre sont calculés au jour près : vous ne payez jamais deux fois la même période.'
    },
    integrations: {
      title: 'Intégrations et API',
      desc: 'Clés d’API, webhooks, API REST et import de données.',
      steps: [
        'Créez une clé d’API avec l’accès nécessaire.',
        'Envoyez la clé dans l’en-tête Authorization.',
        'Vérifiez le statut de la réponse et réessayez après un 429.'
      ],
      tip: 'Gardez les clés hors du code source : lisez-les dans une variable d’environnement.'
    },
    customization: {
      title: 'Thèmes et mises en page',
      desc: 'Apparences, texte de droite à gauche, menus et langues.',
      steps: [
        'Ouvrez le personnalisateur avec le bouton en forme d’engrenage.',
        'Choisissez une apparence, un sens et une mise en page.',
        'Votre choix est gardé pour la prochaine visite.'
      ],
      tip: 'Chaque couleur vient d’une variable CSS : un seul changement restyle toute l’application.'
    },
    security: {
      title: 'Confidentialité et sécurité',
      desc: 'Vos données, vos sessions, les rôles et le signalement d’un problème.',
      steps: [
        'Ouvrez Paramètres du compte.',
        'Allez dans l’onglet Sécurité.',
        'Passez en revue la liste et agissez.'
      ],
      tip: 'Nous ne demandons jamais votre mot de passe par e-mail ni par téléphone.'
    }
  },
  questions: {
    'install-the-template': [
      'Comment installer le modèle ?',
      'Décompressez le téléchargement, ouvrez un terminal dans son dossier et installez les paquets avec npm.'
    ],
    'run-the-dev-server': [
      'Comment lancer le serveur de développement ?',
      'Le serveur de développement recharge la page à chaque enregistrement et sert les données de démonstration depuis le navigateur.'
    ],
    'sign-in-with-a-demo-account': [
      'Avec quels comptes de démonstration me connecter ?',
      'La page de connexion propose un compte administrateur qui voit tout et un compte client aux droits réduits.'
    ],
    'find-your-way-around': [
      'Comment le projet est-il organisé ?',
      'Chaque partie de l’application a son propre dossier avec ses écrans, ses appels de données et ses traductions.'
    ],
    'build-for-production': [
      'Comment construire l’application pour la production ?',
      'La construction vérifie les types, puis écrit dans le dossier dist de petits fichiers prêts pour tout hébergeur statique.'
    ],
    'update-your-profile': [
      'Comment mettre à jour mon profil ?',
      'Votre nom, votre photo et vos coordonnées sont visibles par votre équipe : gardez-les à jour.'
    ],
    'change-your-password': [
      'Comment changer mon mot de passe ?',
      'Choisissez un mot de passe long que vous n’utilisez nulle part ailleurs ; vous restez connecté sur cet appareil.'
    ],
    'turn-on-two-step-sign-in': [
      'Comment activer la connexion en deux étapes ?',
      'La connexion en deux étapes demande un code de votre téléphone en plus du mot de passe, ce qui arrête la plupart des vols de compte.'
    ],
    'close-your-account': [
      'Comment fermer mon compte ?',
      'Fermer un compte met fin à toutes les offres et supprime vos données après trente jours ; exportez d’abord ce que vous voulez garder.'
    ],
    'update-the-payment-method': [
      'Comment changer de moyen de paiement ?',
      'Ajoutez d’abord la nouvelle carte, définissez-la par défaut, puis supprimez l’ancienne.'
    ],
    'download-an-invoice': [
      'Où télécharger une facture ?',
      'Chaque paiement a une facture que vous pouvez ouvrir ou enregistrer en PDF à tout moment.'
    ],
    'change-your-plan': [
      'Comment changer d’offre ?',
      'Monter en gamme prend effet tout de suite ; descendre prend effet à la fin de la période payée.'
    ],
    'ask-for-a-refund': [
      'Comment demander un remboursement ?',
      'Dans les quatorze jours suivant un paiement, le remboursement se fait en un clic et arrive en cinq jours ouvrés.'
    ],
    'create-an-api-key': [
      'Comment créer une clé d’API ?',
      'Donnez à la clé un nom reconnaissable et le moins d’accès possible : une clé en lecture seule ne peut rien modifier.'
    ],
    'connect-a-webhook': [
      'Comment brancher un webhook ?',
      'Un webhook envoie une requête POST à votre adresse à chaque changement : plus besoin d’interroger sans cesse.'
    ],
    'call-the-rest-api': [
      'Comment appeler l’API REST ?',
      'Chaque appel reçoit et renvoie du JSON et demande votre clé d’API dans l’en-tête Authorization.'
    ],
    'stay-within-rate-limits': [
      'Quelles sont les limites de débit ?',
      'Chaque clé peut faire soixante appels par minute ; au-delà, l’appel répond 429 et indique quand réessayer.'
    ],
    'import-a-csv-file': [
      'Comment importer un fichier CSV ?',
      'La première ligne doit nommer les colonnes ; les lignes en erreur sont listées pour que vous les corrigiez et réimportiez.'
    ],
    'switch-to-the-dark-skin': [
      'Comment passer à l’apparence sombre ?',
      'L’apparence sombre repose les yeux le soir et garde chaque couleur lisible.'
    ],
    'write-right-to-left': [
      'Comment afficher l’application de droite à gauche ?',
      'Le sens de droite à gauche inverse toute la mise en page pour des langues comme l’arabe ou l’hébreu.'
    ],
    'change-the-menu-layout': [
      'Comment changer la disposition du menu ?',
      'Le menu peut être sur le côté, replié ou ouvert, ou en haut de la page.'
    ],
    'add-a-language': [
      'Comment ajouter une langue ?',
      'Copiez les fichiers de traduction anglais dans un dossier pour la nouvelle langue et traduisez chaque valeur.'
    ],
    'export-your-data': [
      'Comment exporter mes données ?',
      'L’export rassemble tout le contenu du compte dans une archive et vous envoie un lien par e-mail quand elle est prête.'
    ],
    'sign-out-other-devices': [
      'Comment me déconnecter des autres appareils ?',
      'La liste des sessions montre chaque appareil connecté à votre compte, avec son lieu et sa dernière visite.'
    ],
    'give-someone-a-role': [
      'Comment attribuer un rôle ?',
      'Les rôles décident de ce que chacun peut voir et modifier ; donnez à chacun le plus petit rôle qui lui permet de travailler.'
    ],
    'report-a-vulnerability': [
      'Comment signaler une faille ?',
      'Écrivez à notre équipe sécurité avec les étapes pour la reproduire ; nous répondons sous deux jours ouvrés.'
    ]
  },
  headings: { overview: 'Aperçu', steps: 'Étapes', example: 'Exemple', goodToKnow: 'Bon à savoir' },
  plans: {
    basicPlan: {
      title: 'Basique',
      subtitle: 'Un départ simple pour tout le monde',
      benefits: [
        '100 réponses par mois',
        'Formulaires et sondages illimités',
        'Jusqu’à 2 sous-domaines',
        'Outils de base pour créer des formulaires'
      ]
    },
    standardPlan: {
      title: 'Standard',
      subtitle: 'Pour les petites et moyennes entreprises',
      benefits: [
        'Réponses illimitées',
        'Formulaires et sondages illimités',
        'Page de profil Instagram',
        'Intégration Google Docs',
        'Page « Merci » personnalisée'
      ]
    },
    enterprisePlan: {
      title: 'Entreprise',
      subtitle: 'Une solution pour les grandes organisations',
      benefits: [
        'Tout ce que contient Standard',
        'Envoi de fichiers avec 5 Go de stockage',
        'Paiements PayPal',
        'Sauts logiques',
        'Assistance prioritaire'
      ]
    }
  },
  pricingQandA: [
    [
      'Mon abonnement se renouvelle-t-il automatiquement ?',
      'Oui. Chaque offre se renouvelle à la fin de sa période jusqu’à ce que vous l’annuliez dans vos paramètres de facturation.'
    ],
    [
      'Puis-je passer de la facturation mensuelle à l’annuelle ?',
      'Oui, à tout moment : la nouvelle facturation commence à la fin de la période en cours.'
    ],
    [
      'Proposez-vous un essai gratuit ?',
      'Standard et Entreprise offrent un essai gratuit de 14 jours, sans carte pour commencer.'
    ]
  ]
}
