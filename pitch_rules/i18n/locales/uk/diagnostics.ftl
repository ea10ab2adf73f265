# Проблеми, про які повідомляють `pitch-rules validate` і мовний сервер у файлі варіанта.
# Код називає кожен крапковим ключем (schema.unknown_key — це schema-unknown_key); `validate --json`
# дає його як код проблеми. Написане людиною (ключі, значення, назви, шляхи, карти)
# підставляється як є, уже в лапках, де їх треба. Число підставляється самими цифрами.

## Що таке значення (значення файлу або вид вузла YAML), у називному відмінку

kind-integer = ціле число
kind-number = число
kind-string = рядок
kind-boolean = логічне значення
kind-list = список
kind-mapping = словник
kind-null = null
kind-scalar = скаляр

## Підказки в кінці повідомлення ($name уже в лапках)

hint-did_you_mean = ; можливо, ви мали на увазі { $name }?
hint-allowed = { " " }(дозволено: { $names })

## Читання файлу як YAML

yaml-too_large = файл завеликий ({ $size } { $size ->
        [one] байт
        [few] байти
       *[other] байтів
    }; межа — 1 MiB)
yaml-not_utf8 = файл не є коректним текстом UTF-8 (байт 0x{ $byte } на позиції { $offset })
yaml-character = файл містить символ U+{ $code }, якого YAML не допускає
yaml-disputed_break = файл містить символ U+{ $code }, який є розривом рядка в YAML 1.1, але не в YAML 1.2; завершіть рядок звичайним розривом рядка або вилучіть цей символ
yaml-empty = файл порожній; очікується словник параметрів варіанта
yaml-top_not_mapping = на верхньому рівні очікується словник, а знайдено { $found }
yaml-second_document = у файлі дозволено лише один документ YAML; тут починається другий
yaml-anchor = якорі й псевдоніми YAML не дозволено; напишіть значення повністю
yaml-too_deep = вкладеність надто глибока (більше ніж { $limit } { $limit ->
        [one] рівень
        [few] рівні
       *[other] рівнів
    })
yaml-nested_too_deep = вкладеність надто глибока
yaml-version = версія YAML { $version } не підтримується; напишіть '%YAML 1.2' або вилучіть цей рядок
yaml-tab_indent = символ табуляції у відступі; YAML робить відступи пробілами
yaml-tab = тут символ табуляції; YAML розділяє значення пробілами
# $problem (і $context) — слова самого читача YAML.
yaml-invalid = некоректний YAML: { $problem }
yaml-invalid_at = некоректний YAML: { $problem } ({ $context }, рядок { $line })
yaml-tag = тег YAML { $tag } не дозволено
yaml-tag_on = тег YAML { $tag } не дозволено для { $kind ->
        [scalar] скаляра
        [list] списку
       *[mapping] словника
    }
yaml-duplicate_key = ключ { $key } повторюється (уперше визначений у рядку { $line })
yaml-key_not_plain = ключ словника має бути простим значенням, а не { $kind ->
        [list] списком
       *[mapping] словником
    }
yaml-merge_key = ключі злиття YAML ('<<') не дозволено; напишіть ключі повністю
yaml-surrogate = текст містить U+{ $code }, половину сурогатної пари, яка не є символом
yaml-bad_scalar = { $text } не є коректним значенням { $tag }
yaml-integer_too_long = ціле число задовге ({ $length } { $length ->
        [one] символ
        [few] символи
       *[other] символів
    })

## Схема: ключі й значення, які може містити файл варіанта
# $subject — шлях у лапках ('auction.bids[2]') або schema-top_level.

schema-top_level = верхній рівень
schema-unknown_key = невідомий ключ { $key } у { $subject }{ $hint }
schema-unknown_key_top = невідомий ключ { $key } на верхньому рівні{ $hint }
schema-missing_key = у { $subject } бракує обов’язкового ключа { $key }
schema-missing_key_top = на верхньому рівні бракує обов’язкового ключа { $key }
schema-repeated_item = { $subject } містить { $item } більше ніж один раз
schema-same_item_twice = { $subject } не може містити той самий елемент двічі
schema-key_in = ключ { $key } у { $subject }
schema-key_in_top = ключ { $key } на верхньому рівні
schema-type = { $subject }: очікується { $wanted }, а не { $kind }
schema-type_shown = { $subject }: очікується { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } або { $second }
schema-one_of = { $subject } має бути одним із: { $options } (отримано { $value }){ $hint }
schema-const = { $subject } має бути { $expected } (отримано { $value })
schema-minimum = { $subject } дорівнює { $value }, а це менше за мінімум { $limit }
schema-maximum = { $subject } дорівнює { $value }, а це більше за максимум { $limit }
schema-exclusive_minimum = { $subject } дорівнює { $value }, а має бути більше за { $limit }
schema-exclusive_maximum = { $subject } дорівнює { $value }, а має бути менше за { $limit }
schema-multiple_of = { $subject } дорівнює { $value }, а це не кратне { $limit }
schema-pattern = { $subject } має відповідати шаблону { $pattern } (отримано { $value })
schema-empty = { $subject } не може бути порожнім
schema-too_few_characters = { $subject } має { $count } { $count ->
        [one] символ
        [few] символи
       *[other] символів
    }, менше за мінімум { $limit }
schema-too_many_characters = { $subject } має { $count } { $count ->
        [one] символ
        [few] символи
       *[other] символів
    }, більше за максимум { $limit }
schema-too_few_items = { $subject } має { $count } { $count ->
        [one] елемент
        [few] елементи
       *[other] елементів
    }, менше за мінімум { $limit }
schema-too_many_items = { $subject } має { $count } { $count ->
        [one] елемент
        [few] елементи
       *[other] елементів
    }, більше за максимум { $limit }
schema-too_few_keys = { $subject } має { $count } { $count ->
        [one] ключ
        [few] ключі
       *[other] ключів
    }, менше за мінімум { $limit }
schema-too_many_keys = { $subject } має { $count } { $count ->
        [one] ключ
        [few] ключі
       *[other] ключів
    }, більше за максимум { $limit }
schema-several_forms = { $subject } відповідає більше ніж одній із дозволених форм
# $problem — слова самої перевірки схеми.
schema-other = { $subject }: { $problem }
