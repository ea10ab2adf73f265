# Italiano. Le forme delle frasi oltre al valore (con articolo): di, a, da (preposizione
# articolata). Un numero, che non ha articolo, prende la preposizione semplice (case-*).
language-name = Italiano
language-locale = it
language-cases = di a da
case-di = di { $text }
case-a = a { $text }
case-da = da { $text }
