# Проблемите што ги пријавуваат `pitch-rules validate` и јазичниот сервер во датотека на варијанта.
# Кодот го именува секој со клуч со точки (schema.unknown_key е schema-unknown_key), што
# `validate --json` го дава како код на проблемот. Напишаното од луѓето (клучеви, вредности,
# имиња, патеки, карти) се пополнува како што е напишано, веќе во наводници каде што треба.
# Бројот се пишува само со цифри.

## Што е вредноста (вредност од датотеката или вид YAML-јазол)

kind-integer = цел број
kind-number = број
kind-string = низа
kind-boolean = логичка вредност
kind-list = листа
kind-mapping = речник
kind-null = null
kind-scalar = скалар

## Совети на крајот од пораката ($name е во наводници)

hint-did_you_mean = ; дали мислевте на { $name }?
hint-allowed = { " " }(дозволени: { $names })

## Читање на датотеката како YAML

yaml-too_large = датотеката е преголема ({ $size } бајти; границата е 1 MiB)
yaml-not_utf8 = датотеката не е исправен UTF-8 текст (бајт 0x{ $byte } на позиција { $offset })
yaml-character = датотеката го содржи знакот U+{ $code }, кој YAML не го дозволува
yaml-disputed_break = датотеката го содржи знакот U+{ $code }, кој е крај на ред во YAML 1.1, но не и во YAML 1.2; завршете го редот со обичен крај на ред или отстранете го знакот
yaml-empty = датотеката е празна; се очекува речник со поставките на варијантата
yaml-top_not_mapping = на највисокото ниво се очекува речник, а има { $found }
yaml-second_document = во датотека е дозволен само еден YAML-документ; тука започнува втор
yaml-anchor = YAML-сидрата и алијасите не се дозволени; напишете ја вредноста целосно
yaml-too_deep = вгнездувањето е премногу длабоко (повеќе од { $limit } { $limit ->
        [one] ниво
       *[other] нивоа
    })
yaml-nested_too_deep = вгнездувањето е премногу длабоко
yaml-version = верзијата { $version } на YAML не е поддржана; напишете '%YAML 1.2' или отстранете го редот
yaml-tab_indent = знак за табулатор во вовлекувањето; YAML вовлекува со празни места
yaml-tab = тука има знак за табулатор; YAML ги одделува вредностите со празни места
# $problem (и $context) се зборовите на самиот читач на YAML.
yaml-invalid = неисправен YAML: { $problem }
yaml-invalid_at = неисправен YAML: { $problem } ({ $context }, ред { $line })
yaml-tag = YAML-ознаката { $tag } не е дозволена
yaml-tag_on = YAML-ознаката { $tag } не е дозволена на { $kind ->
        [scalar] скалар
        [list] листа
       *[mapping] речник
    }
yaml-duplicate_key = клучот { $key } се повторува (првпат е дефиниран во ред { $line })
yaml-key_not_plain = клуч на речник мора да биде обична вредност, а не { $kind ->
        [list] листа
       *[mapping] речник
    }
yaml-merge_key = YAML-клучевите за спојување ('<<') не се дозволени; напишете ги клучевите целосно
yaml-surrogate = текстот содржи U+{ $code }, половина од сурогатен пар, што не е знак
yaml-bad_scalar = { $text } не е исправна вредност { $tag }
yaml-integer_too_long = целиот број е предолг ({ $length } знаци)

## Шемата: клучевите и вредностите што може да ги има датотека на варијанта
# $subject е патека во наводници ('auction.bids[2]') или schema-top_level.

schema-top_level = највисокото ниво
schema-unknown_key = непознат клуч { $key } во { $subject }{ $hint }
schema-unknown_key_top = непознат клуч { $key } на највисокото ниво{ $hint }
schema-missing_key = во { $subject } недостасува задолжителниот клуч { $key }
schema-missing_key_top = на највисокото ниво недостасува задолжителниот клуч { $key }
schema-repeated_item = во { $subject } { $item } е наведено повеќе од еднаш
schema-same_item_twice = { $subject } не смее да го содржи истиот елемент двапати
schema-key_in = клучот { $key } во { $subject }
schema-key_in_top = клучот { $key } на највисокото ниво
schema-type = { $subject } мора да биде { $wanted }, а не { $kind }
schema-type_shown = { $subject } мора да биде { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } или { $second }
schema-one_of = { $subject } мора да биде едно од: { $options } (дадено е { $value }){ $hint }
schema-const = { $subject } мора да биде { $expected } (дадено е { $value })
schema-minimum = { $subject } е { $value }, под дозволениот минимум { $limit }
schema-maximum = { $subject } е { $value }, над дозволениот максимум { $limit }
schema-exclusive_minimum = { $subject } е { $value }, а мора да биде поголемо од { $limit }
schema-exclusive_maximum = { $subject } е { $value }, а мора да биде помало од { $limit }
schema-multiple_of = { $subject } е { $value }, што не е деливо со { $limit }
schema-pattern = { $subject } мора да одговара на шаблонот { $pattern } (дадено е { $value })
schema-empty = { $subject } не смее да биде празно
schema-too_few_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знаци
    }, помалку од дозволениот минимум { $limit }
schema-too_many_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знаци
    }, повеќе од дозволениот максимум { $limit }
schema-too_few_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елементи
    }, помалку од дозволениот минимум { $limit }
schema-too_many_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елементи
    }, повеќе од дозволениот максимум { $limit }
schema-too_few_keys = { $subject } има { $count } { $count ->
        [one] клуч
       *[other] клучеви
    }, помалку од дозволениот минимум { $limit }
schema-too_many_keys = { $subject } има { $count } { $count ->
        [one] клуч
       *[other] клучеви
    }, повеќе од дозволениот максимум { $limit }
schema-several_forms = { $subject } одговара на повеќе од една од дозволените форми
# $problem се зборовите на самата проверка на шемата.
schema-other = { $subject }: { $problem }
