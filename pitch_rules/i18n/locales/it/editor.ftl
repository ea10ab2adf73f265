# Le parole del server del linguaggio nell’editor: le etichette di ciò che mostrano il passaggio del mouse e il completamento.

editor-hover-this-variant = *Questa variante:* { $option }: { $value }
editor-hover-rules-document = *Documento delle regole:* { $sentences }

editor-completion-variant = Variante inclusa
editor-completion-card = Valore o carta aggiuntiva
