"""Learning environments: what a seat sees as text and tensors (needs ``pip install 'pitch-rules[rl]'``).

``pitch_rules.openspiel`` registers every variant as an OpenSpiel game and
``pitch_rules.pettingzoo`` serves it as a PettingZoo environment; both read a
seat's observation from :mod:`pitch_rules.rl.encoding`.
"""
