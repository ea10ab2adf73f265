"""The toolkit in the browser (``pitch-rules serve``): the library, the house-rule workshop, tables.

- :mod:`.app`: the Starlette application (pages, the workshop's API, tables over websockets);
- :mod:`.server`: running it on uvicorn;
- :mod:`.library`, :mod:`.workshop`: rules documents, search, live checking, simulation;
- :mod:`.tables`, :mod:`.views`: server-authoritative tables and what each seat is sent;
- :mod:`.wording`: the words of every page, action, phase, note and error, in the language the browser chose
  (the ``web.ftl`` catalogs of :mod:`pitch_rules.i18n`).

Needs the ``web`` extra; nothing else in the package imports this one.
"""
