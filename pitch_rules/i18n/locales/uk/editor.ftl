# Власні слова мовного сервера в редакторі: підписи того, що показують підказки й доповнення.

editor-hover-this-variant = *Цей варіант:* { $option }: { $value }
editor-hover-rules-document = *Документ правил:* { $sentences }

editor-completion-variant = Вбудований варіант
editor-completion-card = Значення карти або додаткова карта
