import type { HelpText } from './types'

export const de: HelpText = {
  faq: {
    payment: {
      title: 'Zahlung',
      subtitle: 'Karten, Rechnungen und Steuern',
      qandA: [
        [
          'Welche Zahlungsarten akzeptieren Sie?',
          'Wir akzeptieren Visa, Mastercard und American Express, PayPal sowie Überweisung bei Jahrestarifen.'
        ],
        [
          'Wann wird meine Karte belastet?',
          'Ihre Karte wird am Tag des Abschlusses belastet und danach am selben Tag jedes Monats oder Jahres.'
        ],
        [
          'Kann ich eine Rechnung mit meinen Firmendaten bekommen?',
          'Ja. Tragen Sie Firmenname, Anschrift und USt-IdNr. unter Abrechnung ein, dann steht beides auf jeder neuen Rechnung.'
        ],
        [
          'Werden meine Zahlungsdaten sicher aufbewahrt?',
          'Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir speichern nur die letzten vier Ziffern.'
        ]
      ]
    },
    delivery: {
      title: 'Lieferung',
      subtitle: 'Downloads, Updates und Zugang',
      qandA: [
        [
          'Wie erhalte ich die Vorlage nach dem Kauf?',
          'Ein Download-Link kommt innerhalb weniger Minuten per E-Mail, und die Dateien bleiben in Ihrem Konto unter Downloads.'
        ],
        [
          'Wie lange gilt mein Download-Link?',
          'Der Link gilt sieben Tage; danach laden Sie die Dateien jederzeit erneut aus Ihrem Konto.'
        ],
        [
          'Bekomme ich künftige Updates?',
          'Jede Lizenz enthält zwölf Monate Updates, angekündigt im Änderungsprotokoll und per E-Mail.'
        ],
        [
          'Kann mein ganzes Team die Dateien laden?',
          'Laden Sie Ihr Team ins Konto ein: Alle mit der Rolle Entwickler können jede Version laden.'
        ]
      ]
    },
    cancellationReturn: {
      title: 'Kündigung und Rückgabe',
      subtitle: 'Erstattungen und Tarifende',
      qandA: [
        [
          'Wie kündige ich mein Abonnement?',
          'Öffnen Sie Abrechnung, wählen Sie Tarif kündigen und bestätigen Sie; der Tarif läuft bis zum Ende des bezahlten Zeitraums.'
        ],
        [
          'Kann ich eine Erstattung bekommen?',
          'Fragen Sie innerhalb von vierzehn Tagen nach dem Kauf, dann erstatten wir den vollen Betrag ohne Rückfragen.'
        ],
        [
          'Was passiert nach der Kündigung mit meinen Daten?',
          'Wir behalten sie dreißig Tage, damit Sie sie exportieren oder zurückkehren können; danach werden sie endgültig gelöscht.'
        ],
        [
          'Kann ich meinen Tarif pausieren statt ihn zu kündigen?',
          'Ja, einmal im Jahr für bis zu drei Monate; während der Pause wird nichts berechnet.'
        ]
      ]
    },
    myOrders: {
      title: 'Meine Bestellungen',
      subtitle: 'Verlauf, Status und Belege',
      qandA: [
        [
          'Wo sehe ich meine früheren Bestellungen?',
          'Jede Bestellung steht unter Konto, Bestellungen, die neueste zuerst, mit Status und Beleg.'
        ],
        [
          'Warum ist meine Bestellung noch offen?',
          'Überweisungen brauchen ein bis drei Werktage; die Bestellung wird bestätigt, sobald das Geld eingeht.'
        ],
        [
          'Kann ich eine Bestellung nach der Zahlung ändern?',
          'Innerhalb von vierzehn Tagen können Sie die Lizenz wechseln: Das Bezahlte wird auf die neue angerechnet.'
        ],
        [
          'Wie lade ich einen Beleg herunter?',
          'Öffnen Sie die Bestellung und wählen Sie Beleg herunterladen, um ihn als PDF zu speichern.'
        ]
      ]
    },
    productServices: {
      title: 'Produkt und Leistungen',
      subtitle: 'Funktionen, Support und Sonderwünsche',
      qandA: [
        [
          'Welche Browser unterstützt die Vorlage?',
          'Die zwei neuesten Versionen von Chrome, Firefox, Safari und Edge, am Computer und auf dem Handy.'
        ],
        [
          'Bieten Sie Support an?',
          'Ja, per E-Mail an Werktagen; Standard- und Enterprise-Tarife erhalten eine Antwort innerhalb eines Werktags.'
        ],
        [
          'Können Sie die Vorlage für uns anpassen?',
          'Unsere Partner übernehmen Sonderwünsche; schreiben Sie uns, was Sie brauchen, und wir stellen den Kontakt her.'
        ],
        [
          'Ist die Vorlage barrierefrei?',
          'Jede Seite wird mit Tastatur, auf Kontrast und mit Screenreadern nach WCAG 2.1 AA geprüft.'
        ]
      ]
    }
  },
  knowledge: {
    'getting-started': {
      title: 'Erste Schritte',
      desc: 'Die Vorlage installieren, starten und sich im Projekt zurechtfinden.',
      steps: [
        'Installieren Sie Node.js 20 oder neuer.',
        'Installieren Sie die Pakete des Projekts.',
        'Starten Sie den Entwicklungsserver.'
      ],
      tip: 'Die Demodaten liegen im Browser, Sie können also alles ändern, ohne etwas kaputt zu machen.'
    },
    account: {
      title: 'Ihr Konto',
      desc: 'Profil, Passwort, Anmeldung in zwei Schritten und Konto schließen.',
      steps: [
        'Öffnen Sie das Menü unter Ihrem Bild.',
        'Wählen Sie Kontoeinstellungen.',
        'Ändern Sie, was nötig ist, und speichern Sie.'
      ],
      tip: 'Eine neue E-Mail-Adresse gilt, sobald Sie sie bestätigt haben.'
    },
    billing: {
      title: 'Abrechnung und Tarife',
      desc: 'Zahlungsarten, Rechnungen, Tarifwechsel und Erstattungen.',
      steps: [
        'Öffnen Sie die Kontoeinstellungen.',
        'Gehen Sie zum Reiter Abrechnung.',
        'Wählen Sie die gewünschte Aktion und bestätigen Sie.'
      ],
      tip: 'Tarifwechsel werden tagesgenau verrechnet, Sie zahlen also nie zweimal für denselben Zeitraum.'
    },
    integrations: {
      title: 'Integrationen und API',
      desc: 'API-Schlüssel, Webhooks, die REST-API und Datenimport.',
      steps: [
        'Erstellen Sie einen API-Schlüssel mit dem nötigen Zugriff.',
        'Senden Sie den Schlüssel im Authorization-Header.',
        'Prüfen Sie den Status der Antwort und wiederholen Sie bei 429.'
      ],
      tip: 'Halten Sie Schlüssel aus dem Quellcode heraus: Lesen Sie sie aus einer Umgebungsvariablen.'
    },
    customization: {
      title: 'Designs und Layouts',
      desc: 'Skins, Text von rechts nach links, Menülayouts und Sprachen.',
      steps: [
        'Öffnen Sie den Customizer über das Zahnrad.',
        'Wählen Sie Skin, Richtung und Layout.',
        'Ihre Wahl bleibt für den nächsten Besuch erhalten.'
      ],
      tip: 'Jede Farbe stammt aus einer CSS-Variablen, eine Änderung gestaltet also die ganze App um.'
    },
    security: {
      title: 'Datenschutz und Sicherheit',
      desc: 'Ihre Daten, Ihre Sitzungen, Rollen und Probleme melden.',
      steps: [
        'Öffnen Sie die Kontoeinstellungen.',
        'Gehen Sie zum Reiter Sicherheit.',
        'Prüfen Sie die Liste und handeln Sie.'
      ],
      tip: 'Wir fragen nie per E-Mail oder Telefon nach Ihrem Passwort.'
    }
  },
  questions: {
    'install-the-template': [
      'Wie installiere ich die Vorlage?',
      'Entpacken Sie den Download, öffnen Sie ein Terminal im Ordner und installieren Sie die Pakete mit npm.'
    ],
    'run-the-dev-server': [
      'Wie starte ich den Entwicklungsserver?',
      'Der Entwicklungsserver lädt die Seite beim Speichern neu und liefert die Demodaten aus dem Browser.'
    ],
    'sign-in-with-a-demo-account': [
      'Mit welchen Demokonten kann ich mich anmelden?',
      'Die Anmeldeseite nennt ein Admin-Konto, das alles sieht, und ein Kundenkonto mit weniger Rechten.'
    ],
    'find-your-way-around': [
      'Wie ist das Projekt aufgebaut?',
      'Jeder Bereich der App hat einen eigenen Ordner mit seinen Seiten, Datenaufrufen und Übersetzungen.'
    ],
    'build-for-production': [
      'Wie baue ich die App für den Betrieb?',
      'Der Build prüft die Typen und schreibt dann kleine Dateien für jeden statischen Host in den Ordner dist.'
    ],
    'update-your-profile': [
      'Wie aktualisiere ich mein Profil?',
      'Name, Bild und Kontaktdaten sieht Ihr Team, halten Sie sie also aktuell.'
    ],
    'change-your-password': [
      'Wie ändere ich mein Passwort?',
      'Wählen Sie ein langes Passwort, das Sie sonst nirgends nutzen; auf diesem Gerät bleiben Sie angemeldet.'
    ],
    'turn-on-two-step-sign-in': [
      'Wie schalte ich die Anmeldung in zwei Schritten ein?',
      'Die Anmeldung in zwei Schritten fragt neben dem Passwort einen Code vom Handy ab und verhindert so die meisten Kontodiebstähle.'
    ],
    'close-your-account': [
      'Wie schließe ich mein Konto?',
      'Das Schließen beendet alle Tarife und löscht Ihre Daten nach dreißig Tagen; exportieren Sie vorher, was Sie behalten möchten.'
    ],
    'update-the-payment-method': [
      'Wie ändere ich meine Zahlungsart?',
      'Fügen Sie zuerst die neue Karte hinzu, machen Sie sie zum Standard und entfernen Sie dann die alte.'
    ],
    'download-an-invoice': [
      'Wo lade ich eine Rechnung herunter?',
      'Zu jeder Zahlung gibt es eine Rechnung, die Sie jederzeit öffnen oder als PDF speichern können.'
    ],
    'change-your-plan': [
      'Wie wechsle ich meinen Tarif?',
      'Ein Upgrade gilt sofort; ein Downgrade gilt zum Ende des bezahlten Zeitraums.'
    ],
    'ask-for-a-refund': [
      'Wie beantrage ich eine Erstattung?',
      'Innerhalb von vierzehn Tagen nach einer Zahlung genügt ein Klick, das Geld kommt in fünf Werktagen.'
    ],
    'create-an-api-key': [
      'Wie erstelle ich einen API-Schlüssel?',
      'Geben Sie dem Schlüssel einen erkennbaren Namen und so wenig Zugriff wie nötig: Nur-Lese-Schlüssel ändern nichts.'
    ],
    'connect-a-webhook': [
      'Wie verbinde ich einen Webhook?',
      'Ein Webhook sendet bei jeder Änderung eine POST-Anfrage an Ihre Adresse, ständiges Abfragen entfällt.'
    ],
    'call-the-rest-api': [
      'Wie rufe ich die REST-API auf?',
      'Jeder Aufruf nimmt und liefert JSON und braucht Ihren API-Schlüssel im Authorization-Header.'
    ],
    'stay-within-rate-limits': [
      'Welche Ratenbegrenzungen gelten?',
      'Jeder Schlüssel darf sechzig Aufrufe pro Minute machen; darüber antwortet der Aufruf mit 429 und nennt den nächsten Versuch.'
    ],
    'import-a-csv-file': [
      'Wie importiere ich eine CSV-Datei?',
      'Die erste Zeile muss die Spalten benennen; fehlerhafte Zeilen werden aufgelistet, damit Sie sie korrigieren und neu importieren.'
    ],
    'switch-to-the-dark-skin': [
      'Wie wechsle ich zum dunklen Skin?',
      'Der dunkle Skin schont abends die Augen und hält jede Farbe gut lesbar.'
    ],
    'write-right-to-left': [
      'Wie zeige ich die App von rechts nach links?',
      'Von rechts nach links spiegelt das ganze Layout für Sprachen wie Arabisch und Hebräisch.'
    ],
    'change-the-menu-layout': [
      'Wie ändere ich das Menülayout?',
      'Das Menü kann seitlich stehen, eingeklappt oder offen, oder oben über die Seite laufen.'
    ],
    'add-a-language': [
      'Wie füge ich eine Sprache hinzu?',
      'Kopieren Sie die englischen Übersetzungsdateien in einen Ordner für die neue Sprache und übersetzen Sie jeden Wert.'
    ],
    'export-your-data': [
      'Wie exportiere ich meine Daten?',
      'Der Export packt alles aus Ihrem Konto in ein Archiv und schickt Ihnen einen Link, sobald es fertig ist.'
    ],
    'sign-out-other-devices': [
      'Wie melde ich mich auf anderen Geräten ab?',
      'Die Sitzungsliste zeigt jedes angemeldete Gerät mit Ort und letztem Besuch.'
    ],
    'give-someone-a-role': [
      'Wie gebe ich jemandem eine Rolle?',
      'Rollen legen fest, was jemand sehen und ändern darf; geben Sie allen die kleinste Rolle, mit der sie arbeiten können.'
    ],
    'report-a-vulnerability': [
      'Wie melde ich eine Sicherheitslücke?',
      'Schreiben Sie unserem Sicherheitsteam mit den Schritten zum Nachstellen; wir antworten innerhalb von zwei Werktagen.'
    ]
  },
  headings: { overview: 'Überblick', steps: 'Schritte', example: 'Beispiel', goodToKnow: 'Gut zu wissen' },
  plans: {
    basicPlan: {
      title: 'Basis',
      subtitle: 'Ein einfacher Start für alle',
      benefits: [
        '100 Antworten pro Monat',
        'Unbegrenzte Formulare und Umfragen',
        'Bis zu 2 Subdomains',
        'Grundlegende Formularwerkzeuge'
      ]
    },
    standardPlan: {
      title: 'Standard',
      subtitle: 'Für kleine und mittlere Unternehmen',
      benefits: [
        'Unbegrenzte Antworten',
        'Unbegrenzte Formulare und Umfragen',
        'Instagram-Profilseite',
        'Google-Docs-Integration',
        'Eigene „Danke“-Seite'
      ]
    },
    enterprisePlan: {
      title: 'Enterprise',
      subtitle: 'Eine Lösung für größere Organisationen',
      benefits: [
        'Alles aus Standard',
        'Datei-Upload mit 5 GB Speicher',
        'PayPal-Zahlungen',
        'Logiksprünge',
        'Bevorzugter Support'
      ]
    }
  },
  pricingQandA: [
    [
      'Verlängert sich mein Abonnement automatisch?',
      'Ja. Jeder Tarif verlängert sich am Ende seines Zeitraums, bis Sie ihn in den Abrechnungseinstellungen kündigen.'
    ],
    [
      'Kann ich zwischen monatlicher und jährlicher Abrechnung wechseln?',
      'Ja, jederzeit: Die neue Abrechnung beginnt mit dem Ende des laufenden Zeitraums.'
    ],
    [
      'Gibt es eine kostenlose Testphase?',
      'Standard und Enterprise bieten 14 Tage kostenlos, und zum Start ist keine Karte nötig.'
    ]
  ]
}
