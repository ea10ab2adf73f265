# Проблемите, които `pitch-rules validate` и езиковият сървър съобщават във файл на вариант.
# Кодът назовава всеки с ключ с точки (schema.unknown_key е schema-unknown_key), който
# `validate --json` дава като код на проблема. Написаното от човека (ключове, стойности,
# имена, пътища, карти) се попълва както е написано, вече в кавички, където трябва.
# Числото се пише само с цифри.

## Какво е една стойност (стойност от файла или вид YAML възел)

kind-integer = цяло число
kind-number = число
kind-string = низ
kind-boolean = логическа стойност
kind-list = списък
kind-mapping = речник
kind-null = null
kind-scalar = скалар

## Подсказки в края на съобщението ($name е в кавички)

hint-did_you_mean = ; може би имахте предвид { $name }?
hint-allowed = { " " }(разрешени: { $names })

## Четене на файла като YAML

yaml-too_large = файлът е твърде голям ({ $size } байта; границата е 1 MiB)
yaml-not_utf8 = файлът не е валиден текст в UTF-8 (байт 0x{ $byte } на позиция { $offset })
yaml-character = файлът съдържа знака U+{ $code }, който YAML не допуска
yaml-disputed_break = файлът съдържа знака U+{ $code }, който е край на ред в YAML 1.1, но не и в YAML 1.2; завършете реда с обикновен край на ред или махнете знака
yaml-empty = файлът е празен; очаква се речник с настройките на варианта
yaml-top_not_mapping = на най-горното ниво се очаква речник, а има { $found }
yaml-second_document = във файл е разрешен само един YAML документ; тук започва втори
yaml-anchor = котвите и псевдонимите в YAML не са разрешени; изпишете стойността изцяло
yaml-too_deep = влагането е твърде дълбоко (повече от { $limit } { $limit ->
        [one] ниво
       *[other] нива
    })
yaml-nested_too_deep = влагането е твърде дълбоко
yaml-version = версия { $version } на YAML не се поддържа; напишете '%YAML 1.2' или махнете реда
yaml-tab_indent = знак за табулация в отстъпа; YAML прави отстъпите с интервали
yaml-tab = тук има знак за табулация; YAML разделя стойностите с интервали
# $problem (и $context) са думите на самия четец на YAML.
yaml-invalid = невалиден YAML: { $problem }
yaml-invalid_at = невалиден YAML: { $problem } ({ $context }, ред { $line })
yaml-tag = YAML етикетът { $tag } не е разрешен
yaml-tag_on = YAML етикетът { $tag } не е разрешен върху { $kind ->
        [scalar] скалар
        [list] списък
       *[mapping] речник
    }
yaml-duplicate_key = повторен ключ { $key } (за първи път е зададен на ред { $line })
yaml-key_not_plain = ключът на речник трябва да е обикновена стойност, а не { $kind ->
        [list] списък
       *[mapping] речник
    }
yaml-merge_key = ключовете за сливане в YAML ('<<') не са разрешени; изпишете ключовете изцяло
yaml-surrogate = текстът съдържа U+{ $code }, половин сурогатна двойка, която не е знак
yaml-bad_scalar = { $text } не е валидна стойност { $tag }
yaml-integer_too_long = цялото число е твърде дълго ({ $length } знака)

## Схемата: ключовете и стойностите, които може да има файл на вариант
# $subject е път в кавички ('auction.bids[2]') или schema-top_level.

schema-top_level = най-горното ниво
schema-unknown_key = непознат ключ { $key } в { $subject }{ $hint }
schema-unknown_key_top = непознат ключ { $key } на най-горното ниво{ $hint }
schema-missing_key = в { $subject } липсва задължителният ключ { $key }
schema-missing_key_top = на най-горното ниво липсва задължителният ключ { $key }
schema-repeated_item = в { $subject } { $item } е посочено повече от веднъж
schema-same_item_twice = { $subject } не бива да съдържа един и същ елемент два пъти
schema-key_in = ключът { $key } в { $subject }
schema-key_in_top = ключът { $key } на най-горното ниво
schema-type = { $subject } трябва да е { $wanted }, а не { $kind }
schema-type_shown = { $subject } трябва да е { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } или { $second }
schema-one_of = { $subject } трябва да е едно от: { $options } (дадено е { $value }){ $hint }
schema-const = { $subject } трябва да е { $expected } (дадено е { $value })
schema-minimum = { $subject } е { $value }, под минимума { $limit }
schema-maximum = { $subject } е { $value }, над максимума { $limit }
schema-exclusive_minimum = { $subject } е { $value }, а трябва да е над { $limit }
schema-exclusive_maximum = { $subject } е { $value }, а трябва да е под { $limit }
schema-multiple_of = { $subject } е { $value }, което не се дели на { $limit }
schema-pattern = { $subject } трябва да отговаря на шаблона { $pattern } (дадено е { $value })
schema-empty = { $subject } не бива да е празно
schema-too_few_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знака
    }, по-малко от минимума { $limit }
schema-too_many_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знака
    }, повече от максимума { $limit }
schema-too_few_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елемента
    }, по-малко от минимума { $limit }
schema-too_many_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елемента
    }, повече от максимума { $limit }
schema-too_few_keys = { $subject } има { $count } { $count ->
        [one] ключ
       *[other] ключа
    }, по-малко от минимума { $limit }
schema-too_many_keys = { $subject } има { $count } { $count ->
        [one] ключ
       *[other] ключа
    }, повече от максимума { $limit }
schema-several_forms = { $subject } отговаря на повече от една от разрешените форми
# $problem са думите на самата проверка на схемата.
schema-other = { $subject }: { $problem }
