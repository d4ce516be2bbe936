"""The Training mode's pages: the trainee picker, a round's set-up, play and summary, the
progress and mastery, step by step, spot the error, the quick drills' tabs
(``quick_run``), exams and auditions, the dealing shift, the class for the instructor, and
the worksheets printed from them. What is dealt and graded comes from
:mod:`dealer_app.training`."""
