"""Training: the spots a trainee is dealt, the questions asked, and how answers are graded.

No Qt and no storage: the Training mode's pages (:mod:`dealer_app.gui.training`) show what
this package deals and grades, and the history (:mod:`dealer_app.storage.history`) keeps
the answers it records.

- The spots: ``generator``, ``situations`` and ``money`` lay out showdowns aimed at a tag,
  ``tags`` decides what a resolved showdown trains, ``spots`` and ``difficulty`` deal them.
- The showdown drills: ``drills`` (read the winner, build the pots, split the pot, name the
  hand), ``typed_hand``, ``stepwise`` (a push step by step), ``dealer_errors`` (spot the
  dealer's error), ``reasons`` (the rule a miss broke, in a dealer's words).
- The quick drills: ``action_drills`` (follow the action), ``rake_drill`` (take the rake),
  ``chip_drills`` (count the stacks, cut it), ``quick_runs`` (a run of their spots).
- Time and mastery: ``aims``, ``pace``, ``mastery``, ``schedule`` (Leitner boxes),
  ``rounds``, ``replay``, ``progress`` and ``records`` (an answer as the history keeps it),
  ``standing`` (a class's trainees by tag).
- Exams and auditions: ``exam``, ``exam_file``, ``exam_words``, ``quick_exam``,
  ``audition``, ``audition_file``.
"""
