"""The toolkit in the browser (``pitch-rules serve``): the library, the house-rule workshop, tables.

- :mod:`.app`: the Starlette application (pages, the workshop's API, tables over websockets);
- :mod:`.server`: running it on uvicorn;
- :mod:`.library`, :mod:`.workshop`: rules documents, search, live checking, simulation;
- :mod:`.tables`, :mod:`.views`: server-authoritative tables and what each seat is sent;
- :mod:`.wording` (with ``wording.yaml``): the words for actions, phases and notes.

Needs the ``web`` extra; nothing else in the package imports this one.
"""
