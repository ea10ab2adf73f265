# Dil sunucusunun düzenleyicideki kendi sözleri: üzerine gelince ve tamamlamada gösterilenlerin etiketleri.

editor-hover-this-variant = *Bu varyant:* { $option }: { $value }
editor-hover-rules-document = *Kurallar belgesi:* { $sentences }

editor-completion-variant = Yerleşik varyant
editor-completion-card = Değer ya da ek kart
