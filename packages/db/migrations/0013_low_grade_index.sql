-- The reproved status of the programme's reproved/dropout list (issue 18, decision 039): its rule
-- implies a grade under 7, so its pages, counts and the list's "is anyone reproved?" check read
-- this index instead of users_reproved_or_dropout_index, whose other half (pending invites) they
-- skipped row by row. INCLUDE (by hand, as in 0011): every column the rules read, for index-only scans.
CREATE INDEX "users_low_grade_index" ON "users" USING btree ("user_group","name","id") INCLUDE ("source","class_group_id","class_group_accepted_invite","linked_to_class_date","student_grade","registration_quiz","attempted_placement_test_counter","needs_placement_test") WHERE "users"."student_grade" < 7;
