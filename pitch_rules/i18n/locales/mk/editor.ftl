# Сопствените зборови на јазичниот сервер во уредувачот: ознаките на она што го покажуваат лебдењето и дополнувањето.

editor-hover-this-variant = *Оваа варијанта:* { $option }: { $value }
editor-hover-rules-document = *Документот со правила:* { $sentences }

editor-completion-variant = Вградена варијанта
editor-completion-card = Вредност или дополнителна карта
