# Türkçe. İfadelerin yalın halin dışındaki biçimleri: acc (belirtme), gen (tamlayan),
# dat (yönelme), abl (ayrılma). Sayılar ek almaz: "3 sayısını" gibi yazılır.
language-name = Türkçe
language-locale = tr
language-cases = acc gen dat abl
language-capitals = i İ ı I
case-acc = { $text } sayısını
case-gen = { $text } sayısının
case-dat = { $text } sayısına
case-abl = { $text } sayısından
