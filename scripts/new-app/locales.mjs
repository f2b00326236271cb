/** The new area's texts in every shipped language: the list's name stays as given until someone translates it. */

const words = {
  en: ({ plural, one }) => ({
    search: `Search ${plural}`,
    empty: `No ${plural} yet.`,
    title: 'Title',
    details: 'Details',
    open: `Add ${one.words}`,
    submit: 'Add',
    added: '{{title}} added.'
  }),
  fr: () => ({
    search: 'Rechercher',
    empty: 'Rien pour l’instant.',
    title: 'Titre',
    details: 'Détails',
    open: 'Ajouter',
    submit: 'Ajouter',
    added: '« {{title}} » ajouté.'
  }),
  de: () => ({
    search: 'Suchen',
    empty: 'Noch nichts vorhanden.',
    title: 'Titel',
    details: 'Details',
    open: 'Hinzufügen',
    submit: 'Hinzufügen',
    added: '„{{title}}“ hinzugefügt.'
  }),
  pt: () => ({
    search: 'Pesquisar',
    empty: 'Nada por enquanto.',
    title: 'Título',
    details: 'Detalhes',
    open: 'Adicionar',
    submit: 'Adicionar',
    added: '“{{title}}” adicionado.'
  })
}

/** The namespace file of one language (a language without its own words gets the English ones). */
export function namespaceTexts(language, names) {
  const w = (words[language] ?? words.en)(names)
  return {
    titles: { list: names.label },
    table: { label: names.label, search: w.search, empty: w.empty },
    fields: { title: w.title, details: w.details },
    add: { open: w.open, title: w.open, submit: w.submit },
    toasts: { added: w.added }
  }
}
