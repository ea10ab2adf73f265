# Собствените думи на езиковия сървър в редактора: етикетите на това, което показват посочването и допълването.

editor-hover-this-variant = *Този вариант:* { $option }: { $value }
editor-hover-rules-document = *Документът с правилата:* { $sentences }

editor-completion-variant = Вграден вариант
editor-completion-card = Стойност или допълнителна карта
